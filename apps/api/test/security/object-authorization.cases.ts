import { freshWeek, uniqueCode } from '../factories/mytime.factories';
import { candidateInput } from '../factories/hire';
import { dayIn, type Attacker, type AttackerKind, type World } from './world';

/** A request person B sends with person A's ids. */
export interface BolaRequest {
  url: string;
  payload?: unknown;
}

/** One way to use A's ids on a route. */
export interface BolaVariant {
  label: string;
  build: (w: World, b: Attacker) => BolaRequest;
  /** Attackers whose role legitimately opens A's records here (not tried; the authorization matrix covers them). */
  legitimateFor?: readonly AttackerKind[];
}

/** Every variant of one route. */
export interface BolaCase {
  route: string;
  variants: BolaVariant[];
}

// Who may legitimately use A's ids (docs/administration.md "MyTime", docs/decisions/0005 and 0006).
/** MyTime approvers read and act on everyone's timesheets and leave. */
const MYTIME_APPROVER: readonly AttackerKind[] = ['mytimeManager'];
/** Grow managers read everyone's Grow records, approve OKRs and create records for others. */
const GROW_MANAGER: readonly AttackerKind[] = ['growManager'];
/** Job postings and candidates belong to the hiring team (Recruiter, Manager or Admin on hire), not to a person. */
const HIRING: readonly AttackerKind[] = ['recruiter', 'hireManager'];

const only = (route: string, build: BolaVariant['build'], legitimateFor?: readonly AttackerKind[]): BolaCase => ({
  route,
  variants: [{ label: "A's ids", build, ...(legitimateFor ? { legitimateFor } : {}) }],
});

const entryBody = (w: World, sheet: { weekStartDate: string }) => ({
  date: dayIn(sheet),
  projectId: w.projectId,
  taskDescription: 'Rewritten by someone else',
  hours: 1,
  isBillable: false,
  category: 'Testing',
});

const projectBody = (managerId: string) => ({
  name: 'Hijack',
  code: uniqueCode('HJ'),
  clientName: 'Hijack Client',
  billingType: 'Fixed',
  status: 'Active',
  startDate: '2026-01-05',
  projectManagerId: managerId,
});

/** A decision on A's record: in B's own name (403 unless an approver), and in A's name (never allowed). */
function decision(route: string, url: (w: World) => string, field: 'approverId' | 'rejectorId', legit: readonly AttackerKind[], extra: object = {}): BolaCase {
  return {
    route,
    variants: [
      { label: 'as B', build: (w, b) => ({ url: url(w), payload: { [field]: b.person.id, ...extra } }), legitimateFor: legit },
      { label: "in A's name", build: (w) => ({ url: url(w), payload: { [field]: w.victim.id, ...extra } }) },
    ],
  };
}

/** A child of A's record (A's parent and A's child), and A's child under B's own parent. */
function child(route: string, parent: (w: World) => string, mine: (b: Attacker) => string, childId: (w: World) => string, suffix: string, method: 'body' | 'none', legit?: readonly AttackerKind[]): BolaCase {
  const payload = (w: World, sheetOf: { weekStartDate: string }) => (method === 'body' ? { payload: entryBody(w, sheetOf) } : {});
  return {
    route,
    variants: [
      { label: "A's record", build: (w) => ({ url: `${parent(w)}/${childId(w)}${suffix}`, ...payload(w, w.a.draftSheet) }), ...(legit ? { legitimateFor: legit } : {}) },
      { label: "A's child under B's own record", build: (w, b) => ({ url: `${mine(b)}/${childId(w)}${suffix}`, ...payload(w, b.sheet) }) },
    ],
  };
}

const sheetUrl = (id: string) => `/v1/mytime/timesheets/${id}`;

/** Core: users and role assignments are Admin on all only. */
const core: BolaCase[] = [
  only('PATCH /v1/users/:id', (w) => ({ url: `/v1/users/${w.victim.id}`, payload: { isActive: false } })),
  only('DELETE /v1/users/:id', (w) => ({ url: `/v1/users/${w.victim.id}` })),
  only('GET /v1/users/:id/roles', (w) => ({ url: `/v1/users/${w.victim.id}/roles` })),
  // A's personal data: A and Admin on all download it; only Admin on all erases it.
  only('GET /v1/users/:id/personal-data', (w) => ({ url: `/v1/users/${w.victim.id}/personal-data` })),
  only('POST /v1/users/:id/erase', (w) => ({ url: `/v1/users/${w.victim.id}/erase` })),
  only('DELETE /v1/user-roles/:id', (w) => ({ url: `/v1/user-roles/${w.a.userRoleId}` })),
  // A's person, line and delegations are for A, the people above A (none here) and Admin on all.
  only('GET /v1/users/:id', (w) => ({ url: `/v1/users/${w.victim.id}` })),
  only('GET /v1/users/:id/direct-reports', (w) => ({ url: `/v1/users/${w.victim.id}/direct-reports` })),
  only('GET /v1/users/:id/reporting-line', (w) => ({ url: `/v1/users/${w.victim.id}/reporting-line` })),
  only('GET /v1/users/:id/delegations', (w) => ({ url: `/v1/users/${w.victim.id}/delegations` })),
  only('POST /v1/users/:id/delegations', (w, b) => ({
    url: `/v1/users/${w.victim.id}/delegations`,
    payload: { delegateId: b.person.id, startDate: '2199-03-01', endDate: '2199-03-31' },
  })),
  {
    route: 'DELETE /v1/users/:id/delegations/:delegationId',
    variants: [
      { label: "A's delegation", build: (w) => ({ url: `/v1/users/${w.victim.id}/delegations/${w.a.delegationId}` }) },
      { label: "A's delegation under B's own id", build: (w, b) => ({ url: `/v1/users/${b.person.id}/delegations/${w.a.delegationId}` }) },
    ],
  },
  only('POST /v1/user-roles', (w) => ({ url: '/v1/user-roles', payload: { userId: w.victim.id, roleId: w.adminRoleId, module: 'all' } })),
];

/**
 * Hire: Employees see Open postings only and no candidate. Open postings are public to every Hire user
 * (the job board), so the read case uses a Draft posting.
 */
const hire: BolaCase[] = [
  only('GET /v1/hire/jobs/:id', (w) => ({ url: `/v1/hire/jobs/${w.a.draftJobId}` }), HIRING),
  only('PUT /v1/hire/jobs/:id', (w) => ({ url: `/v1/hire/jobs/${w.a.draftJobId}`, payload: { title: 'Hijacked' } }), HIRING),
  only('POST /v1/hire/jobs/:id/publish', (w) => ({ url: `/v1/hire/jobs/${w.a.draftJobId}/publish` }), HIRING),
  only('POST /v1/hire/jobs/:id/close', (w) => ({ url: `/v1/hire/jobs/${w.a.openJobId}/close` }), HIRING),
  only('GET /v1/hire/candidates', (w) => ({ url: `/v1/hire/candidates?jobId=${w.a.openJobId}` }), HIRING),
  only('POST /v1/hire/candidates', (w) => ({ url: '/v1/hire/candidates', payload: candidateInput({ jobId: w.a.openJobId }) }), HIRING),
  only('GET /v1/hire/candidates/:id', (w) => ({ url: `/v1/hire/candidates/${w.a.candidateId}` }), HIRING),
  only('PUT /v1/hire/candidates/:id', (w) => ({ url: `/v1/hire/candidates/${w.a.candidateId}`, payload: { status: 'Rejected' } }), HIRING),
  only('POST /v1/hire/candidates/:id/erase', (w) => ({ url: `/v1/hire/candidates/${w.a.candidateId}/erase` }), HIRING),
];

/** MyTime: own timesheets and leave; approvers everyone's; projects are managed by Admin on mytime. */
const mytime: BolaCase[] = [
  only('POST /v1/mytime/timesheets', (w) => ({ url: '/v1/mytime/timesheets', payload: { employeeId: w.victim.id, ...freshWeek() } }), MYTIME_APPROVER),
  only('GET /v1/mytime/timesheets/pending-approval', (w) => ({ url: `/v1/mytime/timesheets/pending-approval?managerId=${w.victim.id}` })),
  only('GET /v1/mytime/timesheets/employee/:id', (w) => ({ url: `/v1/mytime/timesheets/employee/${w.victim.id}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/timesheets/:id', (w) => ({ url: sheetUrl(w.a.draftSheet.id) }), MYTIME_APPROVER),
  only('GET /v1/mytime/timesheets/:id/time-off', (w) => ({ url: `${sheetUrl(w.a.draftSheet.id)}/time-off` }), MYTIME_APPROVER),
  only('POST /v1/mytime/timesheets/:id/entries', (w) => ({ url: `${sheetUrl(w.a.draftSheet.id)}/entries`, payload: entryBody(w, w.a.draftSheet) }), MYTIME_APPROVER),
  // The week grid's save is the owner's only, approvers included.
  {
    route: 'PUT /v1/mytime/timesheets/:id/entries',
    variants: [
      { label: "A's timesheet", build: (w) => ({ url: `${sheetUrl(w.a.draftSheet.id)}/entries`, payload: { entries: [entryBody(w, w.a.draftSheet)] } }) },
      { label: "A's entry under B's own timesheet", build: (w, b) => ({ url: `${sheetUrl(b.sheet.id)}/entries`, payload: { removedEntryIds: [w.a.draftSheet.entryIds[0]!] } }) },
    ],
  },
  child('PUT /v1/mytime/timesheets/:id/entries/:entryId', (w) => `${sheetUrl(w.a.draftSheet.id)}/entries`, (b) => `${sheetUrl(b.sheet.id)}/entries`, (w) => w.a.draftSheet.entryIds[0]!, '', 'body', MYTIME_APPROVER),
  child('DELETE /v1/mytime/timesheets/:id/entries/:entryId', (w) => `${sheetUrl(w.a.draftSheet.id)}/entries`, (b) => `${sheetUrl(b.sheet.id)}/entries`, (w) => w.a.draftSheet.entryIds[1]!, '', 'none', MYTIME_APPROVER),
  only('POST /v1/mytime/timesheets/:id/submit', (w) => ({ url: `${sheetUrl(w.a.draftSheet.id)}/submit` }), MYTIME_APPROVER),
  decision('POST /v1/mytime/timesheets/:id/approve', (w) => `${sheetUrl(w.a.submittedSheetId)}/approve`, 'approverId', MYTIME_APPROVER),
  // Only the approver who approved may undo; A's timesheet is not B's approval to take back.
  only('POST /v1/mytime/timesheets/:id/undo-approval', (w) => ({ url: `${sheetUrl(w.a.submittedSheetId)}/undo-approval` }), MYTIME_APPROVER),
  decision('POST /v1/mytime/timesheets/:id/reject', (w) => `${sheetUrl(w.a.submittedSheetId)}/reject`, 'rejectorId', MYTIME_APPROVER, { reason: 'No' }),
  only(
    'POST /v1/mytime/leaves',
    (w) => ({ url: '/v1/mytime/leaves', payload: { employeeId: w.victim.id, leaveType: 'SickLeave', startDate: '2030-06-03', endDate: '2030-06-03', reason: 'Forged' } }),
    MYTIME_APPROVER,
  ),
  only('GET /v1/mytime/leaves/my', (w) => ({ url: `/v1/mytime/leaves/my?employeeId=${w.victim.id}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/leaves/pending-approval', (w) => ({ url: `/v1/mytime/leaves/pending-approval?managerId=${w.victim.id}` })),
  only('GET /v1/mytime/leaves/balances', (w) => ({ url: `/v1/mytime/leaves/balances?employeeId=${w.victim.id}&year=2030` }), MYTIME_APPROVER),
  only('GET /v1/mytime/holidays/team', (w) => ({ url: `/v1/mytime/holidays/team?teamId=${w.victim.id}&from=2030-01-01&to=2030-12-31` })),
  only('GET /v1/mytime/leaves/calendar', (w) => ({ url: `/v1/mytime/leaves/calendar?teamId=${w.victim.id}&startDate=2030-01-01&endDate=2030-12-31` })),
  // Exports name A by employeeId; approvers may export their line (A is below them here).
  only('GET /v1/mytime/exports/timesheets', (w) => ({ url: `/v1/mytime/exports/timesheets?from=2026-01-01&to=2026-12-31&employeeId=${w.victim.id}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/exports/summary', (w) => ({ url: `/v1/mytime/exports/summary?from=2026-01-01&to=2026-12-31&employeeId=${w.victim.id}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/exports/leave-requests', (w) => ({ url: `/v1/mytime/exports/leave-requests?from=2030-01-01&to=2030-12-31&employeeId=${w.victim.id}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/exports/leave-balances', (w) => ({ url: `/v1/mytime/exports/leave-balances?year=2030&employeeId=${w.victim.id}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/leaves/:id', (w) => ({ url: `/v1/mytime/leaves/${w.a.pendingLeaveId}` }), MYTIME_APPROVER),
  only('GET /v1/mytime/leaves/:id/context', (w) => ({ url: `/v1/mytime/leaves/${w.a.pendingLeaveId}/context` }), MYTIME_APPROVER),
  decision('POST /v1/mytime/leaves/:id/approve', (w) => `/v1/mytime/leaves/${w.a.pendingLeaveId}/approve`, 'approverId', MYTIME_APPROVER),
  decision('POST /v1/mytime/leaves/:id/reject', (w) => `/v1/mytime/leaves/${w.a.pendingLeaveId}/reject`, 'rejectorId', MYTIME_APPROVER, { reason: 'No' }),
  // Only the person cancels their own request; an approver gets 403 too.
  only('POST /v1/mytime/leaves/:id/cancel', (w) => ({ url: `/v1/mytime/leaves/${w.a.pendingLeaveId}/cancel` })),
  only('POST /v1/mytime/projects', (w) => ({ url: '/v1/mytime/projects', payload: projectBody(w.victim.id) })),
  only('PUT /v1/mytime/projects/:id', (w) => ({ url: `/v1/mytime/projects/${w.projectId}`, payload: projectBody(w.victim.id) })),
];

const okrUrl = (id: string) => `/v1/grow/okrs/${id}`;
const reviewUrl = (id: string) => `/v1/grow/reviews/${id}`;

/** Grow: own records; managers read everyone's, but progress is changed by the owner only. */
const grow: BolaCase[] = [
  only('POST /v1/grow/okrs', (w) => ({ url: '/v1/grow/okrs', payload: { employeeId: w.victim.id, quarter: 3, year: 2026, objective: 'Forged', keyResults: [{ description: 'x', target: 1 }] } }), GROW_MANAGER),
  only('GET /v1/grow/okrs/my', (w) => ({ url: `/v1/grow/okrs/my?employeeId=${w.victim.id}` }), GROW_MANAGER),
  // teamId must be the caller's own id, for managers too (403).
  only('GET /v1/grow/okrs/team', (w) => ({ url: `/v1/grow/okrs/team?teamId=${w.victim.id}` })),
  only('GET /v1/grow/okrs/:id', (w) => ({ url: okrUrl(w.a.okr.id) }), GROW_MANAGER),
  only('PUT /v1/grow/okrs/:id', (w) => ({ url: okrUrl(w.a.okr.id), payload: { objective: 'Hijacked' } })),
  {
    route: 'POST /v1/grow/okrs/:id/approve',
    variants: [
      { label: 'as B', build: (w) => ({ url: `${okrUrl(w.a.okr.id)}/approve`, payload: {} }), legitimateFor: GROW_MANAGER },
      { label: "in A's name", build: (w) => ({ url: `${okrUrl(w.a.okr.id)}/approve`, payload: { approverId: w.victim.id } }) },
    ],
  },
  {
    route: 'PUT /v1/grow/okrs/:id/key-results/:krId',
    variants: [
      { label: "A's record", build: (w) => ({ url: `${okrUrl(w.a.okr.id)}/key-results/${w.a.okr.keyResultIds[0]}`, payload: { current: 1 } }) },
      { label: "A's child under B's own record", build: (w, b) => ({ url: `${okrUrl(b.okrId)}/key-results/${w.a.okr.keyResultIds[0]}`, payload: { current: 1 } }) },
    ],
  },
  only('POST /v1/grow/reviews', (w) => ({ url: '/v1/grow/reviews', payload: { employeeId: w.victim.id, reviewType: 'Probation', reviewPeriodStart: '2024-01-01', reviewPeriodEnd: '2024-03-31' } }), GROW_MANAGER),
  only('GET /v1/grow/reviews/my', (w) => ({ url: `/v1/grow/reviews/my?employeeId=${w.victim.id}` }), GROW_MANAGER),
  only('GET /v1/grow/reviews/team', (w) => ({ url: `/v1/grow/reviews/team?teamId=${w.victim.id}&reviewerId=${w.admin.id}` })),
  only('GET /v1/grow/reviews/:id', (w) => ({ url: reviewUrl(w.a.reviews.selfAssessed) }), GROW_MANAGER),
  only('POST /v1/grow/reviews/:id/self-assessment', (w) => ({ url: `${reviewUrl(w.a.reviews.pending)}/self-assessment`, payload: { selfRating: 1, achievements: 'Forged' } })),
  only('POST /v1/grow/reviews/:id/manager-assessment', (w) => ({ url: `${reviewUrl(w.a.reviews.selfAssessed)}/manager-assessment`, payload: { strengths: 'x', areasOfImprovement: 'y', overallRating: 1 } })),
  only('POST /v1/grow/reviews/:id/finalize', (w) => ({ url: `${reviewUrl(w.a.reviews.managerAssessed)}/finalize` })),
  only('POST /v1/grow/learning-paths', (w) => ({ url: '/v1/grow/learning-paths', payload: { employeeId: w.victim.id, title: 'Forged', modules: [{ title: 'x' }] } }), GROW_MANAGER),
  only('GET /v1/grow/learning-paths/my', (w) => ({ url: `/v1/grow/learning-paths/my?employeeId=${w.victim.id}` }), GROW_MANAGER),
  only('GET /v1/grow/learning-paths/:id', (w) => ({ url: `/v1/grow/learning-paths/${w.a.path.id}` }), GROW_MANAGER),
  child('POST /v1/grow/learning-paths/:id/modules/:moduleId/complete', (w) => `/v1/grow/learning-paths/${w.a.path.id}/modules`, (b) => `/v1/grow/learning-paths/${b.pathId}/modules`, (w) => w.a.path.moduleIds[0]!, '/complete', 'none'),
  only('POST /v1/grow/career-goals', (w) => ({ url: '/v1/grow/career-goals', payload: { employeeId: w.victim.id, currentRole: 'x', targetRole: 'y', timelineMonths: 6, milestones: [{ title: 'z' }] } }), GROW_MANAGER),
  only('GET /v1/grow/career-goals/my', (w) => ({ url: `/v1/grow/career-goals/my?employeeId=${w.victim.id}` }), GROW_MANAGER),
  only('GET /v1/grow/career-goals/:id', (w) => ({ url: `/v1/grow/career-goals/${w.a.goal.id}` }), GROW_MANAGER),
  child('POST /v1/grow/career-goals/:id/milestones/:milestoneId/complete', (w) => `/v1/grow/career-goals/${w.a.goal.id}/milestones`, (b) => `/v1/grow/career-goals/${b.goalId}/milestones`, (w) => w.a.goal.milestoneIds[0]!, '/complete', 'none'),
];

/** Every route that takes an id and must refuse another person's, with how to try it. */
/** Notifications: a person's own only; nobody, not even an admin, marks A's notification read. */
const notificationCases: BolaCase[] = [only('POST /v1/notifications/:id/read', (w) => ({ url: `/v1/notifications/${w.a.notificationId}/read` }))];

export const BOLA_CASES: BolaCase[] = [...core, ...hire, ...mytime, ...grow, ...notificationCases];

/**
 * Routes that take an id where another person's id is legitimately usable by every caller the
 * route admits, and why. Anything added here needs a reason a reviewer can check.
 */
export const OPEN_ID_ROUTES: Record<string, string> = {
  'GET /v1/permissions': 'roleIds name roles, not people: the permission records of a role are the same for everyone and hold no personal data',
  'DELETE /v1/provisioning/tokens/:id':
    "provisioning tokens belong to the organisation, not to a person: the route admits only Admin on all (the authorization matrix), and every such admin may revoke any token",
  'PUT /v1/mytime/holidays/:id': 'holidays belong to the organisation\'s calendars, not to a person: only Admin on mytime or all may change them (the authorization matrix), any of them every holiday',
  'DELETE /v1/mytime/holidays/:id': 'holidays belong to the organisation\'s calendars, not to a person: only Admin on mytime or all may remove them (the authorization matrix), any of them every holiday',
  'POST /v1/user-roles/bulk':
    'user administration: only Admin on all may call it (the authorization matrix), and every such admin may give roles to anyone',
  'GET /v1/mytime/projects/:id': 'the project directory: every MyTime user reads every project (README "MyTime"); projects are not personal records',
  'GET /v1/audit': 'actorId and subjectId filter the organisation\'s audit log, which only Admin on all may read (the authorization matrix), every such admin all of it',
  'GET /v1/audit/export': 'the same filters as GET /v1/audit, for the same readers: Admin on all only (the authorization matrix)',
};
