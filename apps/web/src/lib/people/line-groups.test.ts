import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { groupByLine, OUTSIDE_LINE_KEY } from './line-groups';

const neha = aUser({ id: 'neha', name: 'Neha Kapoor', managerId: 'priya', jobTitle: 'Engineering Manager' });
const rohan = aUser({ id: 'rohan', name: 'Rohan Iyer', managerId: 'priya' });
const item = (id: string, directReportId: string | null, lineVia: string[] = []) => ({ id, directReportId, lineVia });

describe('groupByLine', () => {
  // Priya's view: arjun reports to Neha, gus to Ravi (under Neha), stranger is outside her line.
  const items = [
    item('1', 'neha', ['Neha Kapoor']),
    item('2', 'rohan'),
    item('3', 'neha'),
    item('4', 'neha', ['Neha Kapoor', 'Ravi Lead']),
    item('5', null),
  ];
  const groups = groupByLine(items, [rohan, neha]);

  it('makes one group per direct report, by name, and the group outside the line last', () => {
    expect(groups.map((g) => g.key)).toEqual(['neha', 'rohan', OUTSIDE_LINE_KEY]);
    expect(groups[0]!.head).toBe(neha);
    expect(groups[2]!.head).toBeNull();
  });

  it("puts the deeper line's items under the direct report the server named, with the managers in between", () => {
    const nehas = groups[0]!.items;
    expect(nehas.map((e) => e.item.id)).toEqual(['1', '3', '4']);
    expect(nehas.map((e) => e.via)).toEqual([['Neha Kapoor'], [], ['Neha Kapoor', 'Ravi Lead']]);
    expect(groups[2]!.items.map((e) => e.item.id)).toEqual(['5']);
  });

  it('places an item whose direct report is not (or no longer) among the direct reports outside the line', () => {
    expect(groupByLine([item('x', 'someone-moved', ['Someone'])], [neha]).map((g) => g.key)).toEqual([OUTSIDE_LINE_KEY]);
    expect(groupByLine([item('x', 'someone-moved', ['Someone'])], [neha])[0]!.items[0]!.via).toEqual([]);
  });

  it('has no groups without items', () => {
    expect(groupByLine([], [neha, rohan])).toEqual([]);
  });
});
