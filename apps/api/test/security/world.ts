import { randomBytes } from 'node:crypto';
import type { RoleName } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/modules';
import { addDays } from '@apps/contracts/mytime/calendar';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { createCandidate, createJob } from '../factories/hire';
import { careerGoalOf, dataOf, learningPathOf, okrOf, reviewOf, reviewStep } from '../factories/grow.factories';
import { createProject, freshWeek } from '../factories/mytime.factories';
import type { TestApp, TestPerson } from '../helper';
import { notifications } from '../../src/db/schema/notifications';

/**
 * The callers who try to reach person A's records. Each holds an ordinary role, and some hold a
 * manager role on one module only, so a role on one module must not open another module's records.
 */
export const ATTACKER_KINDS = ['employee', 'recruiter', 'mytimeManager', 'growManager', 'hireManager'] as const;
export type AttackerKind = (typeof ATTACKER_KINDS)[number];

const ATTACKER_ROLES: Record<AttackerKind, Array<{ role: RoleName; module: RoleModule }>> = {
  employee: [{ role: 'Employee', module: 'all' }],
  recruiter: [{ role: 'Recruiter', module: 'all' }],
  mytimeManager: [
    { role: 'Manager', module: 'mytime' },
    { role: 'Employee', module: 'grow' },
    { role: 'Employee', module: 'hire' },
  ],
  growManager: [
    { role: 'Manager', module: 'grow' },
    { role: 'Employee', module: 'mytime' },
    { role: 'Employee', module: 'hire' },
  ],
  hireManager: [
    { role: 'Manager', module: 'hire' },
    { role: 'Employee', module: 'mytime' },
    { role: 'Employee', module: 'grow' },
  ],
};

/** An attacker (person B) with records of their own, for calls that mix B's record with A's child id. */
export interface Attacker {
  kind: AttackerKind;
  person: TestPerson;
  sheet: { id: string; weekStartDate: string; entryId: string };
  okrId: string;
  pathId: string;
  goalId: string;
}

/** Person A's records in every module, each carrying A's marker in its text. */
export interface VictimRecords {
  draftSheet: { id: string; weekStartDate: string; entryIds: string[] };
  submittedSheetId: string;
  pendingLeaveId: string;
  okr: { id: string; keyResultIds: string[] };
  /** Reviews of A started by the admin: waiting for A's self-assessment, for the manager, to finalize. */
  reviews: { pending: string; selfAssessed: string; managerAssessed: string };
  path: { id: string; moduleIds: string[] };
  goal: { id: string; milestoneIds: string[] };
  userRoleId: string;
  /** Hire records belong to the organisation, not a person: A's "hiring data" a non-hiring caller must not reach. */
  draftJobId: string;
  openJobId: string;
  candidateId: string;
  /** A notification addressed to A: only A may mark it read. */
  notificationId: string;
  /** A's delegation to the admin: only A (and Admin on all) lists or removes it. */
  delegationId: string;
}

/** Everything the object-authorization test needs. */
export interface World {
  /** A distinctive string in A's name, e-mail and every text of A's records. */
  marker: string;
  admin: TestPerson;
  victim: TestPerson;
  projectId: string;
  adminRoleId: string;
  a: VictimRecords;
  attackers: Record<AttackerKind, Attacker>;
  /** Every id of A and A's records (a refusal must not echo one it was not sent). */
  victimIds: string[];
}

async function timesheetWithEntries(t: TestApp, as: TestPerson, projectId: string, tasks: string[]): Promise<Timesheet> {
  const week = freshWeek();
  let sheet = dataOf<Timesheet>(await t.request({ method: 'POST', url: '/v1/mytime/timesheets', as, payload: { employeeId: as.id, ...week } }), 201);
  for (const [index, task] of tasks.entries()) {
    const payload = { date: addDays(week.weekStartDate, index + 1), projectId, taskDescription: task, hours: 2, isBillable: index === 0, category: 'Development' };
    sheet = dataOf<Timesheet>(await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/entries`, as, payload }), 201);
  }
  return sheet;
}

async function victimRecords(t: TestApp, victim: TestPerson, admin: TestPerson, projectId: string, marker: string): Promise<VictimRecords> {
  const draft = await timesheetWithEntries(t, victim, projectId, [`Draft work ${marker}`, `More work ${marker}`]);
  const submitted = await timesheetWithEntries(t, victim, projectId, [`Submitted work ${marker}`]);
  dataOf(await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${submitted.id}/submit`, as: victim }));
  const leave = dataOf<{ id: string }>(
    await t.request({
      method: 'POST',
      url: '/v1/mytime/leaves',
      as: victim,
      payload: { employeeId: victim.id, leaveType: 'CasualLeave', startDate: '2030-03-04', endDate: '2030-03-05', reason: `Family ${marker}` },
    }),
    201,
  );
  const okr = await okrOf(t, victim, { objective: `Objective ${marker}`, keyResults: [{ description: `KR ${marker}`, target: 10 }, { description: `KR2 ${marker}`, target: 5 }] });
  const pending = await reviewOf(t, admin, victim);
  const selfAssessed = await reviewOf(t, admin, victim);
  dataOf(await reviewStep(t, victim, selfAssessed.id, 'self-assessment', { selfRating: 4, achievements: `Shipped ${marker}` }));
  const managerAssessed = await reviewOf(t, admin, victim);
  dataOf(await reviewStep(t, victim, managerAssessed.id, 'self-assessment', { selfRating: 3, achievements: `Led ${marker}` }));
  dataOf(await reviewStep(t, admin, managerAssessed.id, 'manager-assessment', { strengths: `Calm ${marker}`, areasOfImprovement: `Docs ${marker}`, overallRating: 4 }));
  const path = await learningPathOf(t, victim, { title: `Path ${marker}`, modules: [{ title: `Module ${marker}` }, { title: `Module2 ${marker}` }] });
  const goal = await careerGoalOf(t, victim, { currentRole: `Role ${marker}`, targetRole: `Lead ${marker}`, milestones: [{ title: `Milestone ${marker}` }] });
  const roles = dataOf<{ userRoles: Array<{ id: string }> }>(await t.request({ method: 'GET', url: `/v1/users/${victim.id}/roles`, as: admin }));
  const draftJob = await createJob(t, admin, { title: `Draft job ${marker}`, description: `Secret plan ${marker}` });
  const openJob = await createJob(t, admin, { title: `Open job ${marker}` }, 'Open');
  const candidate = await createCandidate(t, admin, { fullName: `Candidate ${marker}`, currentCompany: `Company ${marker}`, jobId: openJob.id });
  const [notification] = await t.app.db
    .insert(notifications)
    .values({ recipientId: victim.id, kind: 'role.assigned', title: `Notice ${marker}`, body: `Notice ${marker}`, link: '/' })
    .returning();
  const delegation = dataOf<{ id: string }>(
    await t.request({
      method: 'POST',
      url: `/v1/users/${victim.id}/delegations`,
      as: victim,
      payload: { delegateId: admin.id, startDate: '2199-01-01', endDate: '2199-01-31' },
    }),
    201,
  );
  return {
    draftSheet: { id: draft.id, weekStartDate: draft.weekStartDate, entryIds: draft.entries.map((e) => e.id) },
    submittedSheetId: submitted.id,
    pendingLeaveId: leave.id,
    okr: { id: okr.id, keyResultIds: okr.keyResults.map((keyResult) => keyResult.id) },
    reviews: { pending: pending.id, selfAssessed: selfAssessed.id, managerAssessed: managerAssessed.id },
    path: { id: path.id, moduleIds: path.modules.map((m) => m.id) },
    goal: { id: goal.id, milestoneIds: goal.milestones.map((m) => m.id) },
    userRoleId: roles.userRoles[0]!.id,
    draftJobId: draftJob.id,
    openJobId: openJob.id,
    candidateId: candidate.id,
    notificationId: notification!.id,
    delegationId: delegation.id,
  };
}

async function attacker(t: TestApp, kind: AttackerKind, projectId: string): Promise<Attacker> {
  const person = await t.createPerson({ roles: ATTACKER_ROLES[kind], name: `Attacker ${kind}` });
  const sheet = await timesheetWithEntries(t, person, projectId, [`Own work of ${kind}`]);
  return {
    kind,
    person,
    sheet: { id: sheet.id, weekStartDate: sheet.weekStartDate, entryId: sheet.entries[0]!.id },
    okrId: (await okrOf(t, person)).id,
    pathId: (await learningPathOf(t, person)).id,
    goalId: (await careerGoalOf(t, person)).id,
  };
}

/**
 * Builds person A (an Employee on all) with records in every module, an admin who set up what A
 * cannot (a project, reviews of A, hiring data), and one attacker of each kind with records of their own.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const marker = `zq${randomBytes(5).toString('hex')}xv`;
  const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }], name: 'Setup Admin' });
  const victim = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }], name: `Victim ${marker}`, email: `victim.${marker}@test.example` });
  const projectId = (await createProject(t, { projectManagerId: admin.id, name: 'Shared Project' })).id;
  const a = await victimRecords(t, victim, admin, projectId, marker);
  const roles = dataOf<Array<{ id: string; name: string }>>(await t.request({ method: 'GET', url: '/v1/roles', as: admin }));
  const attackers = {} as Record<AttackerKind, Attacker>;
  for (const kind of ATTACKER_KINDS) attackers[kind] = await attacker(t, kind, projectId);
  const victimIds = [
    victim.id,
    a.draftSheet.id,
    ...a.draftSheet.entryIds,
    a.submittedSheetId,
    a.pendingLeaveId,
    a.okr.id,
    ...a.okr.keyResultIds,
    ...Object.values(a.reviews),
    a.path.id,
    ...a.path.moduleIds,
    a.goal.id,
    ...a.goal.milestoneIds,
    a.userRoleId,
    a.draftJobId,
    a.openJobId,
    a.candidateId,
    a.notificationId,
    a.delegationId,
  ];
  return { marker, admin, victim, projectId, adminRoleId: roles.find((r) => r.name === 'Admin')!.id, a, attackers, victimIds };
}

/** A date inside the week of a timesheet (its Tuesday). */
export function dayIn(sheet: { weekStartDate: string }): string {
  return addDays(sheet.weekStartDate, 2);
}
