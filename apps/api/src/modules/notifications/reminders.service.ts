import { patternOfChoice, type DatePattern } from '@apps/contracts/date-format';
import { timesheetWeekPath } from '@apps/contracts/mytime/timesheet-links';
import type { Db } from '../../db/client';
import type { Translator } from '../../lib/i18n';
import { startPeriodicTask } from '../../lib/periodic-task';
import { activeHoldersOf, delegatesOf, holdersOf } from '../authority/authority.service';
import { today } from '../authority/reporting-line.service';
import { listTeamMissingTimesheets } from '../mytime/team-status.service';
import { chosenDateChoices } from '../settings/user-settings.service';
import { sendWeeklyDigests } from './digest.service';
import { waitingCountsByApprover } from './notification-recipients';
import type { NotificationDraft } from './notification.i18n';
import { reminderMessages as m } from './reminder.messages';
import { writeNotifications } from './notification-outbox.service';
import * as reminderRepository from './reminder.repository';
import { addDays, dueReminders, isTimeZone, type ReminderSchedule } from './reminder-schedule';

/** Notifications written per transaction (each row binds 7 parameters; PostgreSQL allows 65,535). */
const CHUNK = 1_000;

/** Which people a pass writes to, and the date pattern each reads (see `patternOfChoice`). */
export interface Audience {
  includes(userId: string): boolean;
  patternOf(userId: string): DatePattern | undefined;
}

/** Everyone, in the default dates. */
const everyone: Audience = { includes: () => true, patternOf: () => undefined };

/**
 * What one reminder pass wrote (rows skipped by their dedupe key are not counted). `timesheetWeek` and
 * `digestDate` are what is due in the organisation's time zone; the counts add up every zone.
 */
export interface ReminderRun {
  timesheetWeek: string | null;
  timesheetReminders: number;
  /** Managers' summaries of their team's missing timesheets written now. */
  teamSummaries: number;
  /** Weekly digest e-mails written now (people with Weekly Digest on), due with the weekly reminder; absent when none. */
  weeklyDigests?: number;
  digestDate: string | null;
  digests: number;
}

/**
 * Writes `items` (each with a dedupe key) in transactions of `CHUNK`: the notifications and their
 * e-mail deliveries land together; a key written before (by this or another instance) is skipped.
 * @returns how many were written.
 */
async function writeOnce(db: Db, items: NotificationDraft[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    written += (await db.transaction((tx) => writeNotifications(tx, chunk))).length;
  }
  return written;
}

/** Active people who keep timesheets: the holders of `timesheets:write` (any role on MyTime or on all modules). */
function timesheetKeepers(db: Db): Promise<string[]> {
  return activeHoldersOf(db, holdersOf('write', 'timesheets'));
}

/**
 * The reminder that `recipientId`'s timesheet of `week` is missing or still Draft, linking to that week
 * on the timesheet screen (dedupe key `timesheet-missing:{userId}:{weekStart}`: once per person and
 * week). `lastWeek` false names the week in the title too (an older week, as the demo organisation's).
 */
export function missingTimesheetReminder(
  recipientId: string,
  week: string,
  { lastWeek = true, dateFormat }: { lastWeek?: boolean; dateFormat?: DatePattern } = {},
): NotificationDraft {
  const dates = (t: Translator) => t.dateRange(week, addDays(week, 6), { dateFormat });
  return {
    recipientId,
    kind: 'reminder.timesheet_missing',
    title: (t) => (lastWeek ? t.message(m.missingTitleLastWeek) : t.message(m.missingTitleWeek, { dates: dates(t) })),
    body: (t) => t.message(m.missingBody, { dates: dates(t) }),
    link: timesheetWeekPath(week),
    dedupeKey: `timesheet-missing:${recipientId}:${week}`,
  };
}

/**
 * Last week's timesheet missing or still Draft -> the person, once per person and week
 * (`missingTimesheetReminder`), linking to that week.
 * @param week the Sunday that started last week.
 * @param audience who to remind (those whose local reminder time has come) and their dates; everyone by default.
 * @returns how many reminders were written now.
 */
export async function remindMissingTimesheets(db: Db, week: string, audience: Audience = everyone): Promise<number> {
  const keepers = (await timesheetKeepers(db)).filter((id) => audience.includes(id));
  if (keepers.length === 0) return 0;
  const handedIn = new Set(await reminderRepository.handedInOwners(db, week));
  const items = keepers.filter((id) => !handedIn.has(id)).map((recipientId) => missingTimesheetReminder(recipientId, week, { dateFormat: audience.patternOf(recipientId) }));
  return writeOnce(db, items);
}

/**
 * One person's reminder of one week (`missingTimesheetReminder`), written unless it was before (its
 * dedupe key). For the demo organisation's missing week, which is older than last week.
 * @returns how many were written now (0 or 1).
 */
export async function remindMissingTimesheetOf(db: Db, recipientId: string, week: string, options: { lastWeek?: boolean } = {}): Promise<number> {
  return writeOnce(db, [missingTimesheetReminder(recipientId, week, options)]);
}

/** Names shown in a team summary before "and N more". */
const NAMES_SHOWN = 20;

/**
 * Last week's missing or Draft timesheets of each manager's direct reports -> the manager, as one summary
 * per manager and week (dedupe key `team-missing:{managerId}:{weekStart}`), in the app and by
 * e-mail with a link to Approvals. The managers are the active people with direct reports who hold
 * `timesheets:approve` (the authority's `holdersOf`: Manager on MyTime or all, Admin on all); the
 * people each of them named delegate for `day` get the same summary, naming whose team it is (dedupe
 * key `team-missing:{managerId}:{weekStart}:{delegateId}`). Who counts is `listTeamMissingTimesheets`
 * (direct reports, decision 0063); a manager whose team has handed everything in gets nothing.
 * @param week the Sunday that started last week.
 * @param day the day (YYYY-MM-DD, UTC) whose delegations count; today by default.
 * @param audience the managers whose teams to summarise (those whose local reminder time has come) and
 *   everyone's dates (a delegate reads the summary in their own); all by default.
 * @returns how many summaries were written now.
 */
export async function remindTeamsMissingTimesheets(db: Db, week: string, day: string = today(), audience: Audience = everyone): Promise<number> {
  const weekEnd = addDays(week, 6);
  const items: NotificationDraft[] = [];
  for (const manager of await reminderRepository.managersWithReports(db, holdersOf('approve', 'timesheets'))) {
    if (!audience.includes(manager.id)) continue;
    const missing = await listTeamMissingTimesheets(db, manager.id, week);
    if (missing.length === 0) continue;
    const shown = missing.slice(0, NAMES_SHOWN);
    const names = (t: Translator) =>
      shown.map((person) => t.message(person.status === 'Draft' ? m.teamPersonDraft : m.teamPersonMissing, { name: person.name ?? person.email })).join(', ');
    const more = missing.length - shown.length;
    const summary = {
      kind: 'reminder.team_timesheets_missing',
      title: (t: Translator) => t.message(m.teamTitle, { count: missing.length }),
      link: '/mytime/approvals',
    } as const;
    const valuesFor = (recipientId: string, t: Translator) => ({
      dates: t.dateRange(week, weekEnd, { dateFormat: audience.patternOf(recipientId) }),
      names: names(t),
      more,
    });
    items.push({
      ...summary,
      recipientId: manager.id,
      body: (t) => t.message(more > 0 ? m.teamBodyMore : m.teamBody, valuesFor(manager.id, t)),
      dedupeKey: `team-missing:${manager.id}:${week}`,
    });
    for (const delegateId of await delegatesOf(db, manager.id, day)) {
      items.push({
        ...summary,
        recipientId: delegateId,
        body: (t) => t.message(more > 0 ? m.delegateBodyMore : m.delegateBody, { ...valuesFor(delegateId, t), manager: `${manager.name}` }),
        dedupeKey: `team-missing:${manager.id}:${week}:${delegateId}`,
      });
    }
  }
  return writeOnce(db, items);
}

/**
 * Decisions waiting more than N working days -> each approver, as one digest a day at most (dedupe
 * key `decisions-waiting:{approverId}:{date}`). Approvers come from `approversOf`, the one place
 * that chooses who decides.
 * @param date the approvers' local date (part of the dedupe key).
 * @param cutoff items submitted (timesheets) or requested (leave) before this instant are overdue.
 * @param audience which approvers get a digest now (those of one time zone); all by default.
 * @returns how many digests were written now.
 */
export async function digestWaitingDecisions(db: Db, date: string, cutoff: Date, waitingWorkingDays: number, audience: Audience = everyone): Promise<number> {
  const sheets = await reminderRepository.overdueTimesheetOwners(db, cutoff);
  const leaves = await reminderRepository.overdueLeaveOwners(db, cutoff);
  const counts = await waitingCountsByApprover(db, { timesheets: sheets, leaves });
  const items: NotificationDraft[] = [...counts].filter(([recipientId]) => audience.includes(recipientId)).map(([recipientId, count]) => {
    const total = count.timesheets + count.leaves;
    return {
      recipientId,
      kind: 'reminder.decisions_waiting',
      title: (t) => t.message(m.decisionsTitle, { count: total }),
      body: (t) => t.message(m.decisionsBody, { timesheets: count.timesheets, leaves: count.leaves, days: waitingWorkingDays }),
      link: '/mytime/approvals',
      dedupeKey: `decisions-waiting:${recipientId}:${date}`,
    };
  });
  return writeOnce(db, items);
}

/**
 * One pass of the reminder schedule at `now`: writes whatever is due and not written before. Each person
 * hears at `schedule.hour` of their own time zone (the one they chose in Settings, else the
 * organisation's `schedule.timeZone`), so the pass walks every zone in use and, in each, reminds the
 * people of that zone whose reminder time has come. Safe to run on every instance, as often as wanted,
 * also after a restart: each reminder has a dedupe key (unique in `notifications`), so a person hears
 * once per week (digest: per day) whichever instance runs first, also after changing zones. `skip`
 * holds what this instance already finished, to spare the queries.
 */
export async function runReminders(db: Db, schedule: ReminderSchedule, now: Date, skip: Set<string> = new Set()): Promise<ReminderRun> {
  const chosen = await chosenDateChoices(db);
  // A zone the runtime no longer knows (an older time zone database) falls back to the organisation's.
  const zoneOf = (userId: string) => {
    const zone = chosen.get(userId)?.timeZone;
    return zone && isTimeZone(zone) ? zone : schedule.timeZone;
  };
  const patternOf = (userId: string) => patternOfChoice(chosen.get(userId)?.dateFormat);
  const zones = [...new Set([schedule.timeZone, ...[...chosen.keys()].map(zoneOf)])];
  const orgDue = dueReminders(now, schedule);
  const run: ReminderRun = { timesheetWeek: orgDue.timesheetWeek, timesheetReminders: 0, teamSummaries: 0, digestDate: orgDue.digestDate, digests: 0 };
  for (const timeZone of zones) {
    const due = dueReminders(now, { ...schedule, timeZone });
    const ofZone: Audience = { includes: (userId) => zoneOf(userId) === timeZone, patternOf };
    if (due.timesheetWeek && !skip.has(`week:${timeZone}:${due.timesheetWeek}`)) {
      run.timesheetReminders += await remindMissingTimesheets(db, due.timesheetWeek, ofZone);
      run.teamSummaries += await remindTeamsMissingTimesheets(db, due.timesheetWeek, now.toISOString().slice(0, 10), ofZone);
      const weeklyDigests = await sendWeeklyDigests(db, due.timesheetWeek, timeZone, ofZone.includes);
      if (weeklyDigests > 0) run.weeklyDigests = (run.weeklyDigests ?? 0) + weeklyDigests;
      skip.add(`week:${timeZone}:${due.timesheetWeek}`);
    }
    if (due.digestDate && due.digestCutoff && !skip.has(`day:${timeZone}:${due.digestDate}`)) {
      run.digests += await digestWaitingDecisions(db, due.digestDate, due.digestCutoff, schedule.waitingWorkingDays, ofZone);
      skip.add(`day:${timeZone}:${due.digestDate}`);
    }
  }
  return run;
}

/**
 * Runs `runReminders` every `intervalMs` (default one minute) with the injected clock until stopped.
 * Every pass that finishes is told to `onPass` (the metrics), one that wrote something also to `onRun`
 * (the log); a pass that fails (database down) is reported to `onError` and tried again at the next tick.
 */
export function startReminderScheduler(
  db: Db,
  schedule: ReminderSchedule,
  options: {
    now?: () => Date;
    intervalMs?: number;
    onRun?: (run: ReminderRun) => void;
    onPass?: (run: ReminderRun) => void;
    onError?: (error: unknown) => void;
  } = {},
) {
  const now = options.now ?? (() => new Date());
  const done = new Set<string>();
  const pass = async () => {
    const run = await runReminders(db, schedule, now(), done);
    options.onPass?.(run);
    if (run.timesheetReminders + run.teamSummaries + (run.weeklyDigests ?? 0) + run.digests > 0) options.onRun?.(run);
  };
  return startPeriodicTask(pass, { intervalMs: options.intervalMs ?? 60_000, onError: options.onError });
}
