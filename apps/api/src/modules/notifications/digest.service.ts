import type { Db } from '../../db/client';
import type { Translator } from '../../lib/i18n';
import * as digestRepository from './digest.repository';
import type { DecisionRow, WeekHoursRow } from './digest.repository';
import { waitingCountsByApprover, type WaitingCounts } from './notification-recipients';
import { leavePeriodText, type NotificationDraft } from './notification.i18n';
import { digestMessages as m, timesheetStatusMessages } from './reminder.messages';
import { writeNotifications } from './notification-outbox.service';
import { addDays, startOfLocalDay } from './reminder-schedule';

/** Digests written per transaction (each row binds 7 parameters; PostgreSQL allows 65,535). */
const CHUNK = 1_000;

/** One person's last week, as the digest tells it. */
export interface WeekSummary {
  /** The timesheets of the week with their hours (one per person and week; none when nothing was kept). */
  hours: WeekHoursRow[];
  /** The person's own leave requests still Pending. */
  pendingLeaves: number;
  /** Items waiting for this person's decision as an approver. */
  waitingForDecision: { timesheets: number; leaves: number };
  /** Decisions made on the person's timesheets and leave requests during the week, oldest first. */
  decisions: DecisionRow[];
}

function decisionText(t: Translator, decision: DecisionRow): string {
  const approved = decision.status === 'Approved';
  if (decision.record === 'timesheet')
    return t.message(approved ? m.timesheetApproved : m.timesheetRejected, { dates: t.dateRange(decision.weekStartDate, decision.weekEndDate) });
  return t.message(approved ? m.leaveApproved : m.leaveRejected, { period: leavePeriodText(t, decision, 'request') });
}

/** The digest's text in the reader's language: one line per part (hours, pending items, decisions). */
function digestBody(t: Translator, summary: WeekSummary): string {
  const hoursText = (hours: number) => t.message(m.hours, { hours });
  const total = summary.hours.reduce((sum, row) => sum + row.hours, 0);
  const byStatus = summary.hours
    .map((row) => t.message(m.hoursOfStatus, { status: t.message(timesheetStatusMessages[row.status]), hours: hoursText(row.hours) }))
    .join(', ');
  const hoursLine = summary.hours.length === 0 ? t.message(m.hoursNone) : t.message(m.hoursLine, { hours: hoursText(total), byStatus });
  const pending: string[] = [];
  if (summary.pendingLeaves > 0) pending.push(t.message(m.pendingLeaves, { count: summary.pendingLeaves }));
  const { timesheets, leaves } = summary.waitingForDecision;
  if (timesheets + leaves > 0) pending.push(t.message(m.waiting, { timesheets, leaves }));
  const pendingLine = pending.length === 0 ? t.message(m.pendingNothing) : t.message(m.pendingLine, { items: pending.join('; ') });
  const decisionsLine =
    summary.decisions.length === 0
      ? t.message(m.decisionsNone)
      : t.message(m.decisionsLine, { items: summary.decisions.map((decision) => decisionText(t, decision)).join('; ') });
  return [hoursLine, pendingLine, decisionsLine].join('\n');
}

/**
 * The weekly digest of `recipientId` for the week starting `week` (a Sunday, `YYYY-MM-DD`): an e-mail
 * only (not in the app, so not pushed either: the in-app list already shows each event), dedupe key
 * `weekly-digest:{recipientId}:{week}` so a person gets one per week whichever instance writes it.
 * The body is plain text, one line per part: hours, pending items, decisions; all in the recipient's language.
 */
export function weeklyDigest(recipientId: string, week: string, summary: WeekSummary): NotificationDraft {
  return {
    recipientId,
    kind: 'digest.weekly',
    title: (t) => t.message(m.title, { dates: t.dateRange(week, addDays(week, 6)) }),
    body: (t) => digestBody(t, summary),
    link: '/mytime',
    inApp: false,
    email: true,
    dedupeKey: `weekly-digest:${recipientId}:${week}`,
  };
}

/**
 * How many timesheets (Submitted) and leave requests (Pending) wait for each of `recipients`, the
 * approvers chosen by `approversOf` (the one place that chooses who decides), for every item waiting now.
 */
async function waitingFor(db: Db, recipients: ReadonlySet<string>): Promise<Map<string, WaitingCounts>> {
  const counts = await waitingCountsByApprover(db, await digestRepository.waitingItemOwners(db));
  return new Map([...counts].filter(([approver]) => recipients.has(approver)));
}

function byEmployee<Row extends { employeeId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.employeeId, [...(grouped.get(row.employeeId) ?? []), row]);
  return grouped;
}

/**
 * Last week's digest -> every active person with Weekly Digest and E-mail on, by e-mail through the
 * outbox, once per person and week across instances (the dedupe key is unique in `notifications`; the
 * outbox applies the choices once more as it writes). Decisions count when made between local
 * midnight starting `week` and local midnight a week later in `timeZone`.
 * @param week the Sunday that started last week (`YYYY-MM-DD`).
 * @param timeZone the IANA zone whose calendar the week is read in.
 * @param includes which of the people who want a digest get it now (those of `timeZone`); all by default.
 * @returns how many digests were written now (those written before are not counted).
 */
export async function sendWeeklyDigests(db: Db, week: string, timeZone: string, includes: (userId: string) => boolean = () => true): Promise<number> {
  const recipients = (await digestRepository.digestRecipients(db)).filter((id) => includes(id));
  if (recipients.length === 0) return 0;
  const hours = byEmployee(await digestRepository.weekHours(db, recipients, week));
  const pendingLeaves = await digestRepository.pendingLeaveCounts(db, recipients);
  const waiting = await waitingFor(db, new Set(recipients));
  const decisions = byEmployee(await digestRepository.decisionsBetween(db, recipients, startOfLocalDay(week, timeZone), startOfLocalDay(addDays(week, 7), timeZone)));
  const items = recipients.map((recipientId) =>
    weeklyDigest(recipientId, week, {
      hours: hours.get(recipientId) ?? [],
      pendingLeaves: pendingLeaves.get(recipientId) ?? 0,
      waitingForDecision: waiting.get(recipientId) ?? { timesheets: 0, leaves: 0 },
      decisions: decisions.get(recipientId) ?? [],
    }),
  );
  let written = 0;
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    written += (await db.transaction((tx) => writeNotifications(tx, chunk))).length;
  }
  return written;
}
