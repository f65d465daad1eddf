import { sameId } from '@apps/contracts/common';
import { formatDate } from '@apps/contracts/date-format';
import { leavePeriod } from '@apps/contracts/mytime/leave-text';
import { timesheetWeekPath } from '@apps/contracts/mytime/timesheet-links';
import { MODULE_NAMES, type ModuleId } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { activeUserAdministrators } from '../access/access-request.service';
import type { AuditEntry } from '../../lib/audit';
import { approversOf } from './notification-recipients';
import { deleteByDedupePrefix, type NewNotification } from './notification.repository';
import { writeNotifications } from './notification-outbox.service';
import { UNDO_APPROVAL_WINDOW_SECONDS } from '@apps/contracts/mytime/timesheet';
import * as sources from './notification-source.repository';

/**
 * Turns an audited change into its notifications, in the change's own transaction (a
 * transactional outbox: the change and its notifications land together or not at all). Actions
 * without a row in the notification table are ignored. Nobody is told about their own action.
 */
export async function notifyOnAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await WITHDRAWALS[entry.action]?.(db, entry);
  const build = BUILDERS[entry.action];
  if (!build) return;
  const items = (await build(db, entry)).filter((item) => !entry.actorId || !sameId(item.recipientId, entry.actorId));
  await writeNotifications(db, items);
}

type Builder = (db: DbOrTx, entry: AuditEntry) => Promise<NewNotification[]>;

async function nameOf(db: DbOrTx, userId: string): Promise<string> {
  const row = await sources.findPersonLabel(db, userId);
  return row?.name ?? row?.email ?? 'Someone';
}


const timesheetOf = sources.findTimesheet;
const leaveOf = sources.findLeaveRequest;
const reviewOf = sources.findReview;

const toEach = (ids: readonly string[], item: Omit<NewNotification, 'recipientId'>): NewNotification[] => ids.map((recipientId) => ({ ...item, recipientId }));

/** The dedupe key prefix of a timesheet's approval notice: at most one approval of it is live at a time. */
const approvalKeyPrefix = (timesheetId: string) => `timesheet-approved:${timesheetId}:`;

const timesheetDecided: Builder = async (db, entry) => {
  const sheet = await timesheetOf(db, entry.entityId);
  if (!sheet) return [];
  const approved = sheet.status === 'Approved';
  const comment = approved && sheet.approvalComment ? ` Comment: ${sheet.approvalComment}` : '';
  return [
    {
      recipientId: sheet.employeeId,
      kind: approved ? 'timesheet.approved' : 'timesheet.rejected',
      title: approved ? 'Your timesheet was approved' : 'Your timesheet was rejected',
      body: approved
        ? `Your timesheet for the week of ${formatDate(sheet.weekStartDate)} was approved.${comment}`
        : `Your timesheet for the week of ${formatDate(sheet.weekStartDate)} was rejected. Reason: ${sheet.rejectionReason ?? ''}`,
      link: timesheetWeekPath(sheet.weekStartDate),
      // An approval can be undone for a short while: its e-mail waits for that, and the key lets the
      // undo find and withdraw this notice.
      ...(approved ? { dedupeKey: `${approvalKeyPrefix(sheet.id)}${sheet.reviewedAt?.toISOString() ?? ''}`, emailDelaySeconds: UNDO_APPROVAL_WINDOW_SECONDS } : {}),
    },
  ];
};

/** Audited actions that take back an earlier notice: it is deleted in the same transaction. */
const WITHDRAWALS: Record<string, (db: DbOrTx, entry: AuditEntry) => Promise<void>> = {
  'timesheet.approval_undone': (db, entry) => deleteByDedupePrefix(db, approvalKeyPrefix(entry.entityId)),
};

const leaveDecided: Builder = async (db, entry) => {
  const leave = await leaveOf(db, entry.entityId);
  if (!leave) return [];
  // The half stays in the text (and so in the e-mail) of a half-day request.
  const period = leavePeriod(leave, 'request');
  const owner: NewNotification =
    leave.status === 'Approved'
      ? { recipientId: leave.employeeId, kind: 'leave.approved', title: 'Your leave request was approved', body: `Your ${period} was approved.`, link: '/mytime/leave' }
      : leave.status === 'Rejected'
        ? {
            recipientId: leave.employeeId,
            kind: 'leave.rejected',
            title: 'Your leave request was rejected',
            body: `Your ${period} was rejected. Reason: ${leave.rejectionReason ?? ''}`,
            link: '/mytime/leave',
          }
        : { recipientId: leave.employeeId, kind: 'leave.cancelled', title: 'Your leave request was cancelled', body: `Your ${period} was cancelled.`, link: '/mytime/leave' };
  if (leave.status !== 'Cancelled') return [owner];
  const name = await nameOf(db, leave.employeeId);
  const approvers = await approversOf(db, { resource: 'leaves', ownerId: leave.employeeId });
  return [
    owner,
    ...toEach(approvers, { kind: 'leave.cancelled', title: 'A leave request was cancelled', body: `${name} cancelled their ${period}.`, link: '/mytime/approvals' }),
  ];
};

const REVIEW_EVENTS = {
  'review.initiated': { kind: 'review.started', to: 'employee', title: (type: string) => `Your ${type} review has started`, body: () => 'Your self-assessment is due.' },
  'review.self_assessed': {
    kind: 'review.self_assessed',
    to: 'reviewer',
    title: () => 'A self-assessment is ready for your review',
    body: (type: string, name: string) => `${name} completed the self-assessment of their ${type} review.`,
  },
  'review.finalized': { kind: 'review.finalized', to: 'employee', title: (type: string) => `Your ${type} review is finalized`, body: () => 'Your review is final; open it to read the outcome.' },
} as const;

const reviewStep: Builder = async (db, entry) => {
  const event = REVIEW_EVENTS[entry.action as keyof typeof REVIEW_EVENTS];
  const review = await reviewOf(db, entry.entityId);
  if (!review) return [];
  const name = await nameOf(db, review.employeeId);
  return [
    {
      recipientId: event.to === 'employee' ? review.employeeId : review.reviewerId,
      kind: event.kind,
      title: event.title(review.reviewType),
      body: event.body(review.reviewType, name),
      link: '/grow/reviews',
    },
  ];
};

/** The user and role of a `user_role` audit record (each writer puts `userId` and `roleId` in it). */
async function roleChange(db: DbOrTx, entry: AuditEntry): Promise<{ userId: string; roleName: string; module: string } | undefined> {
  const record = (entry.after ?? entry.before) as { userId?: string; roleId?: string; module?: string } | null;
  if (!record?.userId || !record.roleId) return undefined;
  const roleName = await sources.findRoleName(db, record.roleId);
  return { userId: record.userId, roleName: roleName ?? 'A role', module: record.module ?? 'all' };
}

/** E-mail only: the person can no longer sign in to read it in the app. */
const deactivated: Builder = async (_db, entry) => [
    {
      recipientId: entry.entityId,
      kind: 'account.deactivated',
      title: 'Your account was deactivated',
      body: 'You can no longer sign in to Apps. Contact your administrator if this is a mistake.',
      link: null,
      inApp: false,
    },
];

const BUILDERS: Record<string, Builder> = {
  'timesheet.submitted': async (db, entry) => {
    const sheet = await timesheetOf(db, entry.entityId);
    if (!sheet) return [];
    const name = await nameOf(db, sheet.employeeId);
    const approvers = await approversOf(db, { resource: 'timesheets', ownerId: sheet.employeeId });
    return toEach(approvers, {
      kind: 'timesheet.submitted',
      title: 'A timesheet is waiting for your approval',
      body: `${name} submitted the timesheet for the week of ${formatDate(sheet.weekStartDate)}.`,
      link: `/mytime/approvals?timesheetId=${sheet.id}`,
    });
  },
  'timesheet.approved': timesheetDecided,
  'timesheet.rejected': timesheetDecided,
  'leave_request.created': async (db, entry) => {
    const leave = await leaveOf(db, entry.entityId);
    if (!leave) return [];
    const name = await nameOf(db, leave.employeeId);
    const approvers = await approversOf(db, { resource: 'leaves', ownerId: leave.employeeId });
    return toEach(approvers, {
      kind: 'leave.requested',
      title: 'A leave request is waiting for your approval',
      body: `${name} requested ${leavePeriod(leave)}.`,
      link: '/mytime/approvals',
    });
  },
  'leave_request.approved': leaveDecided,
  'leave_request.rejected': leaveDecided,
  'leave_request.cancelled': leaveDecided,
  'okr.approved': async (db, entry) => {
    const okr = await sources.findOkr(db, entry.entityId);
    if (!okr) return [];
    return [{ recipientId: okr.employeeId, kind: 'okr.approved', title: 'Your OKR was approved', body: `Your objective "${okr.objective}" was approved.`, link: '/grow/okrs' }];
  },
  'review.initiated': reviewStep,
  'review.self_assessed': reviewStep,
  'review.finalized': reviewStep,
  'user_role.assigned': async (db, entry) => {
    const change = await roleChange(db, entry);
    if (!change) return [];
    const where = change.module === 'all' ? 'every module' : change.module;
    return [{ recipientId: change.userId, kind: 'role.assigned', title: `You now have the ${change.roleName} role`, body: `You were given ${change.roleName} on ${where}.`, link: '/', email: false }];
  },
  'user_role.removed': async (db, entry) => {
    const change = await roleChange(db, entry);
    if (!change) return [];
    const where = change.module === 'all' ? 'every module' : change.module;
    return [{ recipientId: change.userId, kind: 'role.removed', title: `Your ${change.roleName} role was removed`, body: `You no longer have ${change.roleName} on ${where}.`, link: '/', email: false }];
  },
  'access_request.created': async (db, entry) => {
    const request = entry.after as { userId?: string; module?: ModuleId } | null;
    if (!request?.userId || !request.module) return [];
    const name = await nameOf(db, request.userId);
    const moduleName = MODULE_NAMES[request.module] ?? request.module;
    const admins = await activeUserAdministrators(db);
    return toEach(
      admins.map((admin) => admin.id),
      {
        kind: 'access.requested',
        title: `${name} asks for access to ${moduleName}`,
        body: `${name} asked for a role on ${moduleName}. Open their roles in User Management to give one.`,
        link: `/admin/users?tab=users&userId=${request.userId}`,
      },
    );
  },
  'user.deactivated': deactivated,
  'user.deprovisioned': deactivated,
  'user.activated': async (_db, entry) => [
    { recipientId: entry.entityId, kind: 'account.reactivated', title: 'Your account was reactivated', body: 'You can sign in to Apps again.', link: '/', email: false },
  ],
};
