import { describe, expect, it } from 'vitest';
import { ALL_MODULES, MODULE_IDS, type RoleModule } from '../module-ids';
import { mayActOnLeaveOf, mayActOnTimesheetsOf, mayCancelLeave, mayDecideLeave, mayDecideTimesheet } from '../mytime/mytime.policy';
import { mayActAsReviewer, mayApproveOkr, mayAssessSelf, mayReadReview, mayUseGrowRecordsOf, ownsRecord } from '../grow/grow.policy';
import { mayReadJobPosting } from '../hire/hire.policy';
import { can, canUseModule, grantsOf, holdsRole, isSelf, roleNamesOn, type Subject } from './policy';
import { ACTIONS, grantRecords, RESOURCE_MODULES, ROLE_GRANTS, type Action, type Grant, type Resource } from './role-grants';
import { ROLE_NAMES, type RoleName } from './role';
import { mayReadRolesOf } from './users.policy';

const ME = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const SOMEONE = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const PLACES: RoleModule[] = [...MODULE_IDS, ALL_MODULES];

const subject = (...assignments: Array<[RoleName | string, RoleModule]>): Subject => ({
  id: ME,
  assignments: assignments.map(([role, moduleId]) => ({ role, moduleId })),
});

/** Who SPEC.md section 6 and ARCHITECTURE.md say holds each grant, as `Role@module` (one assignment). */
const WHO: Array<[Grant, string[]]> = [
  ['users:manage', ['Admin@all']],
  ['users:read', ['Admin@all']],
  ['roles:manage', ['Admin@all']],
  ['audit:read', ['Admin@all']],
  ['timesheets:approve', ['Manager@mytime', 'Manager@all', 'Admin@all']],
  ['leaves:approve', ['Manager@mytime', 'Manager@all', 'Admin@all']],
  ['projects:manage', ['Admin@mytime', 'Admin@all']],
  ['timesheets:write', ROLE_NAMES.flatMap((r) => [`${r}@mytime`, `${r}@all`])],
  ['okrs:approve', ['Manager@grow', 'Manager@all', 'Admin@all']],
  ['okrs:manage', ['Manager@grow', 'Manager@all', 'Admin@all']],
  ['reviews:manage', ['Manager@grow', 'Manager@all', 'Admin@all']],
  ['learning-paths:manage', ['Manager@grow', 'Manager@all', 'Admin@all']],
  ['career-goals:manage', ['Manager@grow', 'Manager@all', 'Admin@all']],
  ['reviews:self-assess', ROLE_NAMES.flatMap((r) => [`${r}@grow`, `${r}@all`])],
  ['jobs:manage', ['Recruiter', 'Manager', 'Admin'].flatMap((r) => [`${r}@hire`, `${r}@all`])],
  ['candidates:manage', ['Recruiter', 'Manager', 'Admin'].flatMap((r) => [`${r}@hire`, `${r}@all`])],
  ['jobs:read', ROLE_NAMES.flatMap((r) => [`${r}@hire`, `${r}@all`])],
];

describe('can: each grant for every single assignment (4 roles x 9 places)', () => {
  const assignments = ROLE_NAMES.flatMap((role) => PLACES.map((place) => `${role}@${place}`));
  describe.each(WHO)('%s', (grant, holders) => {
    const [resource, action] = grant.split(':') as [Resource, Action];
    it.each(assignments)('%s', (assignment) => {
      const [role, place] = assignment.split('@') as [RoleName, RoleModule];
      expect(can(subject([role, place]), action, resource)).toBe(holders.includes(assignment));
    });
  });

  it('grants nothing without assignments or for an unknown role name', () => {
    expect(can(subject(), 'write', 'timesheets')).toBe(false);
    expect(can(subject(['Auditor', 'all']), 'write', 'timesheets')).toBe(false);
    expect(grantsOf({ role: 'Auditor', moduleId: 'mytime' })).toEqual([]);
  });

  it('adds up several assignments', () => {
    const both = subject(['Employee', 'mytime'], ['Admin', 'mytime']);
    expect(can(both, 'manage', 'projects')).toBe(true);
    expect(can(both, 'approve', 'timesheets')).toBe(false);
  });
});

describe('module access and role names (SPEC.md sections 5 and 6)', () => {
  it.each([
    [[['Employee', 'mytime']], 'mytime', true],
    [[['Employee', 'all']], 'insights', true],
    [[['Manager', 'mytime']], 'grow', false],
    [[], 'mytime', false],
  ] as Array<[Array<[string, RoleModule]>, (typeof MODULE_IDS)[number], boolean]>)('%j on %s: %s', (assignments, moduleId, expected) => {
    expect(canUseModule(subject(...assignments), moduleId)).toBe(expected);
  });

  it('checks a role name with and without a module', () => {
    const s = subject(['Manager', 'mytime'], ['Employee', 'all']);
    expect(holdsRole(s, 'Manager')).toBe(true);
    expect(holdsRole(s, 'Manager', 'mytime')).toBe(true);
    expect(holdsRole(s, 'Manager', 'grow')).toBe(false);
    expect(holdsRole(s, 'Employee', 'grow')).toBe(true);
    expect(roleNamesOn(s, 'mytime')).toEqual(['Employee', 'Manager']);
  });
});

describe('record rules', () => {
  const employee = subject(['Employee', 'all']);
  const manager = subject(['Manager', 'all']);
  const mine = { employeeId: ME, reviewerId: SOMEONE, managerChain: [SOMEONE] };
  const theirs = { employeeId: SOMEONE, reviewerId: ME, managerChain: [ME] };
  const own = { employeeId: ME, managerChain: [] };
  const reportsToMe = { employeeId: SOMEONE, managerChain: [ME] };
  const notInMyLine = { employeeId: SOMEONE, managerChain: [] };

  it('compares ids without regard to case', () => {
    expect(isSelf(employee, ME.toUpperCase())).toBe(true);
    expect(isSelf(employee, SOMEONE)).toBe(false);
  });

  it.each([
    ['mayActOnTimesheetsOf own', mayActOnTimesheetsOf(employee, own), true],
    ["mayActOnTimesheetsOf other's, employee", mayActOnTimesheetsOf(employee, notInMyLine), false],
    ["mayActOnTimesheetsOf other's, approver above", mayActOnTimesheetsOf(manager, reportsToMe), true],
    ["mayActOnTimesheetsOf other's, approver outside the line", mayActOnTimesheetsOf(manager, notInMyLine), false],
    ["mayActOnLeaveOf other's, employee", mayActOnLeaveOf(employee, notInMyLine), false],
    ['mayDecideTimesheet own, approver', mayDecideTimesheet(manager, { employeeId: ME.toUpperCase(), managerChain: [] }), false],
    ["mayDecideTimesheet other's, approver", mayDecideTimesheet(manager, theirs), true],
    ["mayDecideTimesheet other's, employee", mayDecideTimesheet(employee, theirs), false],
    ['mayDecideLeave own, approver', mayDecideLeave(manager, mine), false],
    ["mayCancelLeave other's, approver", mayCancelLeave(manager, theirs), false],
    ['mayCancelLeave own', mayCancelLeave(employee, mine), true],
    ["mayUseGrowRecordsOf other's, employee", mayUseGrowRecordsOf(employee, 'okrs', notInMyLine), false],
    ["mayUseGrowRecordsOf other's, manager above", mayUseGrowRecordsOf(manager, 'okrs', reportsToMe), true],
    ["mayUseGrowRecordsOf other's, manager outside the line", mayUseGrowRecordsOf(manager, 'okrs', notInMyLine), false],
    ["ownsRecord other's, manager", ownsRecord(manager, theirs), false],
    ['mayApproveOkr own, manager', mayApproveOkr(manager, mine), false],
    ["mayApproveOkr other's, manager", mayApproveOkr(manager, theirs), true],
    ['mayReadReview as reviewer, employee role', mayReadReview(employee, theirs, notInMyLine), true],
    ["mayReadReview someone else's, employee", mayReadReview(employee, { employeeId: SOMEONE, reviewerId: SOMEONE }, notInMyLine), false],
    ['mayActAsReviewer, reviewer without manager role', mayActAsReviewer(employee, theirs), false],
    ['mayActAsReviewer, reviewer and manager', mayActAsReviewer(manager, theirs), true],
    ['mayAssessSelf as the employee', mayAssessSelf(employee, mine), true],
    ['mayAssessSelf as the reviewer', mayAssessSelf(manager, theirs), false],
    ['mayReadJobPosting Open, employee', mayReadJobPosting(employee, { status: 'Open' }), true],
    ['mayReadJobPosting Draft, employee', mayReadJobPosting(employee, { status: 'Draft' }), false],
    ['mayReadJobPosting Draft, manager', mayReadJobPosting(manager, { status: 'Draft' }), true],
    ["mayReadRolesOf other's, manager", mayReadRolesOf(manager, SOMEONE), false],
    ["mayReadRolesOf other's, admin", mayReadRolesOf(subject(['Admin', 'all']), SOMEONE), true],
  ])('%s: %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('ROLE_GRANTS', () => {
  it("lists under a module only that module's resources (user administration only under all)", () => {
    for (const record of grantRecords()) {
      const owner = RESOURCE_MODULES[record.resource];
      expect(record.module === 'all' || record.module === owner, `${record.role}@${record.module} ${record.resource}`).toBe(true);
      expect(ACTIONS).toContain(record.action);
    }
  });

  it('has one entry per role, place and grant, for every seeded role', () => {
    const keys = grantRecords().map((r) => `${r.role}@${r.module} ${r.resource}:${r.action}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(ROLE_GRANTS).sort()).toEqual([...ROLE_NAMES].sort());
  });
});
