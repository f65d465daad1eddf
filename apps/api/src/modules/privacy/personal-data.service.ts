import { sameId } from '@apps/contracts/common';
import { mayExportPersonalDataOf } from '@apps/contracts/core/users.policy';
import type { PersonalData, PersonalDataRecord } from '@apps/contracts/core/personal-data';
import type { Db } from '../../db/client';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { privacyRefusal, privacyRefusals as P } from './refusal.messages';
import * as repo from './personal-data.repository';

/** The audit action of an export. */
const EXPORTED = 'user.personal_data_exported';

/** A stored row as an export record: times as ISO 8601 strings, nested values likewise. */
export function toRecord(value: object): PersonalDataRecord {
  return JSON.parse(JSON.stringify(value)) as PersonalDataRecord;
}

/** `children` grouped under their parent's id (`key` on each child), in their order. */
function byParent<T extends object>(children: readonly T[], key: keyof T): Map<string, PersonalDataRecord[]> {
  const groups = new Map<string, PersonalDataRecord[]>();
  for (const child of children) {
    const parent = String(child[key]);
    groups.set(parent, [...(groups.get(parent) ?? []), toRecord(child)]);
  }
  return groups;
}

/**
 * Everything the platform holds about one person (GDPR article 15), as one document: profile,
 * reporting line, roles, settings, access requests, delegations, timesheets with entries, leave, OKRs
 * with key results, reviews, learning paths with modules, career goals with milestones,
 * notifications, push subscriptions, what Microsoft 365 holds for them (Outlook events, Graph and
 * Teams calls, the bot's chat and cards), the provisioning record and its log, and the audit entries about
 * them or made by them. Read in one transaction, one statement per kind of record. The export itself
 * is audited as `user.personal_data_exported` (who asked, no content); those entries are left out of
 * later exports, so reading the same data twice gives the same document.
 * @throws ForbiddenError unless the caller is the person or a user administrator (Admin on 'all').
 * @throws NotFoundError when the person does not exist.
 */
export async function exportPersonalData(db: Db, caller: Caller, userId: string): Promise<PersonalData> {
  assertAllowed(mayExportPersonalDataOf(caller, userId), privacyRefusal(P.exportOthers));
  return db.transaction(async (tx) => {
    const user = await repo.findUser(tx, userId);
    if (!user) throw new NotFoundError('User');
    const [manager, reports, roles, settings, accessRequests, delegations] = [
      user.managerId ? await repo.peopleNamed(tx, [user.managerId]) : [],
      await repo.directReports(tx, userId),
      await repo.roleAssignments(tx, userId),
      await repo.settingsOf(tx, userId),
      await repo.accessRequestsOf(tx, userId),
      await repo.delegationsOf(tx, userId),
    ];
    const timesheets = await repo.timesheetsOf(tx, userId);
    const entries = byParent(await repo.timeEntriesOf(tx, userId), 'timesheetId');
    const leaveRequests = await repo.leaveRequestsOf(tx, userId);
    const leaveBalances = await repo.leaveBalancesOf(tx, userId);
    const okrs = await repo.okrsOf(tx, userId);
    const keyResults = byParent(await repo.keyResultsOf(tx, userId), 'okrId');
    const reviews = await repo.reviewsOf(tx, userId);
    const paths = await repo.learningPathsOf(tx, userId);
    const modules = byParent(await repo.learningModulesOf(tx, userId), 'pathId');
    const goals = await repo.careerGoalsOf(tx, userId);
    const milestones = byParent(await repo.careerMilestonesOf(tx, userId), 'goalId');
    const notifications = await repo.notificationsOf(tx, userId);
    const pushSubscriptions = await repo.pushSubscriptionsOf(tx, userId);
    const outlookLeaveEvents = await repo.outlookLeaveEventsOf(tx, userId);
    const microsoftCalls = await repo.microsoftCallsOf(tx, userId);
    const teamsChat = await repo.teamsChatOf(tx, userId);
    const teamsApprovalCards = await repo.teamsApprovalCardsOf(tx, userId);
    const account = await repo.provisionedAccountOf(tx, userId);
    const events = account ? await repo.provisioningEventsOf(tx, account.id) : [];

    const recordIds = [
      ...accessRequests,
      ...delegations,
      ...timesheets,
      ...leaveRequests,
      ...okrs,
      ...[...keyResults.values()].flat(),
      ...reviews,
      ...paths,
      ...[...modules.values()].flat(),
      ...goals,
      ...[...milestones.values()].flat(),
    ].map((row) => String(row.id));
    const auditEntries = await repo.auditEntriesOf(tx, userId, recordIds, EXPORTED);

    await writeAudit(tx, { actorId: caller.user.id, action: EXPORTED, entity: 'user', entityId: userId });
    return {
      userId,
      profile: toRecord(user),
      reportingLine: { manager: manager[0] ?? null, directReports: reports },
      roles: roles.map(toRecord),
      settings: settings ? toRecord(settings) : null,
      accessRequests: accessRequests.map(toRecord),
      delegations: {
        given: delegations.filter((d) => sameId(d.managerId, userId)).map(toRecord),
        received: delegations.filter((d) => sameId(d.delegateId, userId)).map(toRecord),
      },
      timesheets: timesheets.map((sheet) => ({ ...toRecord(sheet), entries: entries.get(sheet.id) ?? [] })),
      leaveRequests: leaveRequests.map(toRecord),
      leaveBalances: leaveBalances.map(toRecord),
      okrs: okrs.map((okr) => ({ ...toRecord(okr), keyResults: keyResults.get(okr.id) ?? [] })),
      performanceReviews: reviews.map(toRecord),
      learningPaths: paths.map((path) => ({ ...toRecord(path), modules: modules.get(path.id) ?? [] })),
      careerGoals: goals.map((goal) => ({ ...toRecord(goal), milestones: milestones.get(goal.id) ?? [] })),
      notifications: notifications.map(toRecord),
      pushSubscriptions: pushSubscriptions.map(toRecord),
      microsoft365: {
        outlookLeaveEvents: outlookLeaveEvents.map(toRecord),
        calls: microsoftCalls.map(toRecord),
        teamsChat: teamsChat ? toRecord(teamsChat) : null,
        teamsApprovalCards: teamsApprovalCards.map(toRecord),
      },
      provisioning: { account: account ? toRecord(account) : null, events: events.map(toRecord) },
      auditEntries: auditEntries.map(toRecord),
    };
  });
}
