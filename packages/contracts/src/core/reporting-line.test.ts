import { describe, expect, it } from 'vitest';
import type { Subject } from './policy';
import { decidesInLine, lineAuthority, readsInLine, wouldMakeCycle, type LineRecord } from './reporting-line';

const person = (id: string, ...assignments: Subject['assignments']): Subject => ({ id, assignments });
const head = person('head', { moduleId: 'mytime', role: 'Manager' });
const lead = person('lead', { moduleId: 'all', role: 'Manager' });
const leadWithoutRole = person('lead', { moduleId: 'mytime', role: 'Employee' });
const employee = person('emp', { moduleId: 'mytime', role: 'Employee' });
const admin = person('admin', { moduleId: 'all', role: 'Admin' });
const mytimeAdmin = person('madmin', { moduleId: 'mytime', role: 'Admin' });
const otherManager = person('other', { moduleId: 'mytime', role: 'Manager' });
const delegate = (...delegators: Subject[]): Subject => ({ ...person('deputy', { moduleId: 'mytime', role: 'Employee' }), delegators });

const line: LineRecord = { employeeId: 'emp', managerChain: ['lead', 'head'] };
const noManager: LineRecord = { employeeId: 'emp', managerChain: [] };

describe('who approves timesheets', () => {
  it.each([
    ['the direct manager with Manager on all', lead, line, true],
    ['a skip-level manager with Manager on mytime', head, line, true],
    ['a manager above without a Manager role', leadWithoutRole, line, false],
    ['a Manager outside the line', otherManager, line, false],
    ['Admin on all outside the line', admin, line, true],
    ['Admin on mytime only', mytimeAdmin, line, false],
    ['the owner themselves', employee, line, false],
    ['Admin on all for someone without a manager', admin, noManager, true],
    ['a Manager for someone without a manager', head, noManager, false],
    ['a delegate of the direct manager', delegate(lead), line, true],
    ['a delegate of a manager outside the line', delegate(otherManager), line, false],
    ['a delegate without delegators (outside the range)', delegate(), line, false],
    ['after a reorganisation: the old manager no longer above', lead, { employeeId: 'emp', managerChain: ['other'] }, false],
    ['after a reorganisation: the new manager', otherManager, { employeeId: 'emp', managerChain: ['other'] }, true],
  ] as const)('%s: %s', (_, subject, record, expected) => {
    expect(decidesInLine(subject, 'approve', 'timesheets', record)).toBe(expected);
  });

  it('never lets anyone decide their own, not as a delegate', () => {
    const own = { ...delegate(lead), id: 'emp' };
    expect(decidesInLine(own, 'approve', 'leaves', line)).toBe(false);
  });

  it('names whose authority a delegate uses', () => {
    expect(lineAuthority(delegate(lead), 'approve', 'leaves', line)).toBe('lead');
    expect(lineAuthority(lead, 'approve', 'leaves', line)).toBe('lead');
  });

  it('lets people above read without a role, nobody else', () => {
    expect(readsInLine(leadWithoutRole, 'approve', 'timesheets', line)).toBe(true);
    expect(readsInLine(otherManager, 'approve', 'timesheets', line)).toBe(false);
    expect(readsInLine(delegate(leadWithoutRole), 'approve', 'timesheets', line)).toBe(true);
    expect(readsInLine(admin, 'approve', 'timesheets', line)).toBe(true);
  });
});

describe('cycles', () => {
  it('refuses oneself and anyone below', () => {
    expect(wouldMakeCycle('a', 'a', [])).toBe(true);
    expect(wouldMakeCycle('a', 'c', ['b', 'a'])).toBe(true);
    expect(wouldMakeCycle('a', 'c', ['b'])).toBe(false);
  });
});
