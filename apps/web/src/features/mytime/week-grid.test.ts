import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '@apps/contracts/mytime/timesheet';
import { buildWeekGrid, cellKey, cellProblem, changesOf, copyLastWeek, errorsByCell, gridTotals, inShownOrder, rowKeyOf } from './week-grid';

const entry = (id: string, date: string, hours: number, overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id,
  date,
  projectId: 'p',
  projectName: 'P',
  taskDescription: 'Work',
  hours,
  category: 'Development',
  isBillable: true,
  ...overrides,
});

// Sunday 2020-01-05 to Saturday 2020-01-11.
const grid = buildWeekGrid({ weekStartDate: '2020-01-05', entries: [entry('a', '2020-01-06', 3), entry('b', '2020-01-06', 2.5), entry('c', '2020-01-07', 1, { isBillable: false })] });
const [work, nonBillable] = grid.rows;

describe('week grid model', () => {
  it('sums the entries of a row and day into one cell', () => {
    expect(grid.rows).toHaveLength(2);
    expect(grid.stored.get(cellKey(work!.key, '2020-01-06'))).toEqual({ hours: 5.5, entryIds: ['a', 'b'] });
    expect(gridTotals(grid, grid.rows, new Map()).week).toEqual({ totalHours: 6.5, billableHours: 5.5, nonBillableHours: 1 });
  });

  it('turns a changed cell of several entries into one, an emptied cell into removals, and sends nothing unchanged', () => {
    const edits = new Map([
      [cellKey(work!.key, '2020-01-06'), '6'],
      [cellKey(nonBillable!.key, '2020-01-07'), ''],
      [cellKey(work!.key, '2020-01-08'), '0'],
      [cellKey(work!.key, '2020-01-09'), '4.0'],
    ]);
    const save = changesOf(grid, grid.rows, edits);
    expect(save.body.entries).toEqual([
      { id: 'a', date: '2020-01-06', projectId: 'p', taskDescription: 'Work', category: 'Development', isBillable: true, hours: 6 },
      { date: '2020-01-09', projectId: 'p', taskDescription: 'Work', category: 'Development', isBillable: true, hours: 4 },
    ]);
    expect(save.body.removedEntryIds).toEqual(['b', 'c']);
    expect(errorsByCell(save, { 'entries.1.hours': ['x'], 'removedEntryIds.1': ['y'], entries: ['z'] })).toEqual(
      new Map([
        [cellKey(work!.key, '2020-01-09'), ['x']],
        [cellKey(nonBillable!.key, '2020-01-07'), ['y']],
        ['', ['z']],
      ]),
    );
    expect(changesOf(grid, grid.rows, new Map([[cellKey(work!.key, '2020-01-06'), '5.5']])).body).toEqual({ entries: [], removedEntryIds: [] });
  });

  it('checks typed hours: a number 0 to 24 in steps of 0.5', () => {
    expect(cellProblem('7.5')).toBeNull();
    expect(cellProblem('')).toBeNull();
    expect(cellProblem('abc')).toBe('Hours must be a number');
    expect(cellProblem('24.5')).toBe('Hours must be at most 24');
    expect(cellProblem('1.25')).toBe('Hours must be in steps of 0.5');
    expect(cellProblem('-1')).toBe('Hours must be at least 0');
  });
});

describe('copyLastWeek', () => {
  const empty = buildWeekGrid({ weekStartDate: '2020-01-26', entries: [] });

  it('copies from any earlier week onto the same weekdays and counts rows and cells', () => {
    // Three weeks before: Monday 2020-01-06 -> Monday 2020-01-27.
    const copied = copyLastWeek(empty, [], new Map(), { weekStartDate: '2020-01-05', entries: [entry('a', '2020-01-06', 3), entry('c', '2020-01-07', 1, { isBillable: false })] }, true);
    expect(copied).toMatchObject({ rowsAdded: 2, cellsFilled: 2 });
    expect(copied.edits.get(cellKey(copied.rows[0]!.key, '2020-01-27'))).toBe('3');
    expect(copied.edits.get(cellKey(copied.rows[1]!.key, '2020-01-28'))).toBe('1');
  });

  it('brings a billable row of a project that may not bill over as non-billable', () => {
    const copied = copyLastWeek(empty, [], new Map(), { weekStartDate: '2020-01-05', entries: [entry('a', '2020-01-06', 3, { projectId: 'internal' })] }, true, (id) => id !== 'internal');
    expect(copied.rows[0]).toMatchObject({ projectId: 'internal', isBillable: false });
    expect(copied.rows[0]!.key).toBe(rowKeyOf({ projectId: 'internal', taskDescription: 'Work', category: 'Development', isBillable: false }));
    expect(copied.edits.get(cellKey(copied.rows[0]!.key, '2020-01-27'))).toBe('3');
  });
});

describe('inShownOrder', () => {
  it('keeps the order rows were first shown in, new rows last', () => {
    const seen: string[] = [];
    const [a, b] = [work!, nonBillable!];
    expect(inShownOrder([a, b], seen).map((r) => r.key)).toEqual([a.key, b.key]);
    expect(inShownOrder([b, a], seen).map((r) => r.key)).toEqual([a.key, b.key]);
  });
});
