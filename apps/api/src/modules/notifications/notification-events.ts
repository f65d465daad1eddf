import { sameId } from '@apps/contracts/common';
import { timesheetWeekPath } from '@apps/contracts/mytime/timesheet-links';
import { MODULE_NAMES, type ModuleId } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { activeUserAdministrators } from '../access/access-request.service';
import type { AuditEntry } from '../../lib/audit';
import type { Translator } from '../../lib/i18n';
import { approversOf } from './notification-recipients';
import { deleteByDedupePrefix } from './notification.repository';
import { leavePeriodText, type NotificationDraft } from './notification.i18n';
import { notificationMessages as m, reviewTypeMessages } from './notification.messages';
import { writeNotifications } from './notification-outbox.service';
import { UNDO_APPROVAL_WINDOW_SECONDS } from '@apps/contracts/mytime/timesheet';
import * as sources from './notification-source.repository';

/**
 * Turns an audited change into its notifications, in the change's own transaction (a
 * transactional outbox: the change and its notifications land together or not at all). Actions
 * without a row in the notification table are ignored. Nobody is told about their own action. Each
 * title and text is made in its recipient's language (`writeNotifications`).
 */
export async function notifyOnAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await WITHDRAWALS[entry.action]?.(db, entry);
  const build = BUILDERS[entry.action];
  if (!build) return;
  const items = (await build(db, entry)).filter((item) => !entry.actorId || !sameId(item.recipientId, entry.actorId));
  await writeNotifications(db, items);
}

type Builder = (db: DbOrTx, entry: AuditEntry) => Promise<NotificationDraft[]>;

/** A person's name (else e-mail) as a reader reads it; 'Someone' in the reader's language when unknown. */
async function nameOf(db: DbOrTx, userId: string): Promise<(t: Translator) => string> {
  const row = await sources.findPersonLabel(db, userId);
  const known = row?.name ?? row?.email;
  return (t) => known ?? t.message(m.someone);
}


const timesheetOf = sources.findTimesheet;
const leaveOf = sources.findLeaveRequest;
const reviewOf = sources.findReview;

const toEach = (ids: readonly string[], item: Omit<NotificationDraft, 'recipientId'>): NotificationDraft[] => ids.map((recipientId) => ({ ...item, recipientId }));

/** The dedupe key prefix of a timesheet's approval notice: at most one approval of it is live at a time. */
const approvalKeyPrefix = (timesheetId: string) => `timesheet-approved:${timesheetId}:`;

const timesheetDecided: Builder = async (db, entry) => {
  const sheet = await timesheetOf(db, entry.entityId);
  if (!sheet) return [];
  const approved = sheet.status === 'Approved';
  const comment = approved ? sheet.approvalComment : null;
  return [
    {
      recipientId: sheet.employeeId,
      kind: approved ? 'timesheet.approved' : 'timesheet.rejected',
      title: (t) => t.message(approved ? m.timesheetApprovedTitle : m.timesheetRejectedTitle),
      body: (t) => {
        const week = t.date(sheet.weekStartDate);
        if (!approved) return t.message(m.timesheetRejectedBody, { week, reason: sheet.rejectionReason ?? '' });
        return comment ? t.message(m.timesheetApprovedBodyWithComment, { week, comment }) : t.message(m.timesheetApprovedBody, { week });
      },
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
  const period = (t: Translator) => leavePeriodText(t, leave, 'request');
  const owner: NotificationDraft =
    leave.status === 'Approved'
      ? {
          recipientId: leave.employeeId,
          kind: 'leave.approved',
          title: (t) => t.message(m.leaveApprovedTitle),
          body: (t) => t.message(m.leaveApprovedBody, { period: period(t) }),
          link: '/mytime/leave',
        }
      : leave.status === 'Rejected'
        ? {
            recipientId: leave.employeeId,
            kind: 'leave.rejected',
            title: (t) => t.message(m.leaveRejectedTitle),
            body: (t) => t.message(m.leaveRejectedBody, { period: period(t), reason: leave.rejectionReason ?? '' }),
            link: '/mytime/leave',
          }
        : {
            recipientId: leave.employeeId,
            kind: 'leave.cancelled',
            title: (t) => t.message(m.leaveCancelledTitle),
            body: (t) => t.message(m.leaveCancelledBody, { period: period(t) }),
            link: '/mytime/leave',
          };
  if (leave.status !== 'Cancelled') return [owner];
  const name = await nameOf(db, leave.employeeId);
  const approvers = await approversOf(db, { resource: 'leaves', ownerId: leave.employeeId });
  return [
    owner,
    ...toEach(approvers, {
      kind: 'leave.cancelled',
      title: (t) => t.message(m.leaveCancelledApproverTitle),
      body: (t) => t.message(m.leaveCancelledApproverBody, { name: name(t), period: period(t) }),
      link: '/mytime/approvals',
    }),
  ];
};

const REVIEW_EVENTS = {
  'review.initiated': { kind: 'review.started', to: 'employee', title: m.reviewStartedTitle, body: m.reviewStartedBody },
  'review.self_assessed': { kind: 'review.self_assessed', to: 'reviewer', title: m.reviewSelfAssessedTitle, body: m.reviewSelfAssessedBody },
  'review.finalized': { kind: 'review.finalized', to: 'employee', title: m.reviewFinalizedTitle, body: m.reviewFinalizedBody },
} as const;

/** A review type in the reader's language; a type without a message reads as stored. */
const reviewTypeText = (t: Translator, type: string) => {
  const message = reviewTypeMessages[type as keyof typeof reviewTypeMessages];
  return message ? t.message(message) : type;
};

const reviewStep: Builder = async (db, entry) => {
  const event = REVIEW_EVENTS[entry.action as keyof typeof REVIEW_EVENTS];
  const review = await reviewOf(db, entry.entityId);
  if (!review) return [];
  const name = await nameOf(db, review.employeeId);
  return [
    {
      recipientId: event.to === 'employee' ? review.employeeId : review.reviewerId,
      kind: event.kind,
      title: (t) => t.message(event.title, { type: reviewTypeText(t, review.reviewType) }),
      body: (t) => t.message(event.body, { type: reviewTypeText(t, review.reviewType), name: name(t) }),
      link: '/grow/reviews',
    },
  ];
};

/** The user and role of a `user_role` audit record (each writer puts `userId` and `roleId` in it). */
async function roleChange(db: DbOrTx, entry: AuditEntry): Promise<{ userId: string; role: (t: Translator) => string; where: (t: Translator) => string } | undefined> {
  const record = (entry.after ?? entry.before) as { userId?: string; roleId?: string; module?: string } | null;
  if (!record?.userId || !record.roleId) return undefined;
  const roleName = await sources.findRoleName(db, record.roleId);
  const module = record.module ?? 'all';
  return { userId: record.userId, role: (t) => roleName ?? t.message(m.aRole), where: (t) => (module === 'all' ? t.message(m.everyModule) : module) };
}

/** E-mail only: the person can no longer sign in to read it in the app. */
const deactivated: Builder = async (_db, entry) => [
    {
      recipientId: entry.entityId,
      kind: 'account.deactivated',
      title: (t) => t.message(m.accountDeactivatedTitle),
      body: (t) => t.message(m.accountDeactivatedBody),
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
      title: (t) => t.message(m.timesheetSubmittedTitle),
      body: (t) => t.message(m.timesheetSubmittedBody, { name: name(t), week: t.date(sheet.weekStartDate) }),
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
      title: (t) => t.message(m.leaveRequestedTitle),
      body: (t) => t.message(m.leaveRequestedBody, { name: name(t), period: leavePeriodText(t, leave) }),
      link: '/mytime/approvals',
    });
  },
  'leave_request.approved': leaveDecided,
  'leave_request.rejected': leaveDecided,
  'leave_request.cancelled': leaveDecided,
  'okr.approved': async (db, entry) => {
    const okr = await sources.findOkr(db, entry.entityId);
    if (!okr) return [];
    return [
      {
        recipientId: okr.employeeId,
        kind: 'okr.approved',
        title: (t) => t.message(m.okrApprovedTitle),
        body: (t) => t.message(m.okrApprovedBody, { objective: okr.objective }),
        link: '/grow/okrs',
      },
    ];
  },
  'review.initiated': reviewStep,
  'review.self_assessed': reviewStep,
  'review.finalized': reviewStep,
  'user_role.assigned': async (db, entry) => {
    const change = await roleChange(db, entry);
    if (!change) return [];
    const { role, where } = change;
    return [
      {
        recipientId: change.userId,
        kind: 'role.assigned',
        title: (t) => t.message(m.roleAssignedTitle, { role: role(t) }),
        body: (t) => t.message(m.roleAssignedBody, { role: role(t), where: where(t) }),
        link: '/',
        email: false,
      },
    ];
  },
  'user_role.removed': async (db, entry) => {
    const change = await roleChange(db, entry);
    if (!change) return [];
    const { role, where } = change;
    return [
      {
        recipientId: change.userId,
        kind: 'role.removed',
        title: (t) => t.message(m.roleRemovedTitle, { role: role(t) }),
        body: (t) => t.message(m.roleRemovedBody, { role: role(t), where: where(t) }),
        link: '/',
        email: false,
      },
    ];
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
        title: (t) => t.message(m.accessRequestedTitle, { name: name(t), module: moduleName }),
        body: (t) => t.message(m.accessRequestedBody, { name: name(t), module: moduleName }),
        link: `/admin/users?tab=users&userId=${request.userId}`,
      },
    );
  },
  'user.deactivated': deactivated,
  'user.deprovisioned': deactivated,
  'user.activated': async (_db, entry) => [
    {
      recipientId: entry.entityId,
      kind: 'account.reactivated',
      title: (t) => t.message(m.accountReactivatedTitle),
      body: (t) => t.message(m.accountReactivatedBody),
      link: '/',
      email: false,
    },
  ],
};
