import { formatDateRange } from '@apps/contracts/date-format';
import { leavePeriod } from '@apps/contracts/mytime/leave-text';
import type { Db } from '../../db/client';
import * as digestRepository from './digest.repository';
import type { DecisionRow, WeekHoursRow } from './digest.repository';
import { approversOf } from './notification-recipients';
import type { NewNotification } from './notification.repository';
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

function decisionText(decision: DecisionRow): string {
  const verb = decision.status === 'Approved' ? 'approved' : 'rejected';
  if (decision.record === 'timesheet') return `your timesheet for the week of ${formatDateRange(decision.weekStartDate, decision.weekEndDate)} was ${verb}`;
  return `your ${leavePeriod(decision, 'request')} was ${verb}`;
}

/**
 * The weekly digest of `recipientId` for the week starting `week` (a Sunday, `YYYY-MM-DD`): an e-mail
 * only (not in the app, so not pushed either: the in-app list already shows each event), dedupe key
 * `weekly-digest:{recipientId}:{week}` so a person gets one per week whichever instance writes it.
 * The body is plain text, one line per part: hours, pending items, decisions.
 */
export function weeklyDigest(recipientId: string, week: string, summary: WeekSummary): NewNotification {
  const dates = formatDateRange(week, addDays(week, 6));
  const total = summary.hours.reduce((sum, row) => sum + row.hours, 0);
  const byStatus = summary.hours.map((row) => `${row.status}: ${hoursText(row.hours)}`).join(', ');
  const hoursLine = summary.hours.length === 0 ? 'Hours booked: none (no timesheet for that week).' : `Hours booked: ${hoursText(total)} (${byStatus}).`;
  const pending: string[] = [];
  if (summary.pendingLeaves > 0) pending.push(`${plural(summary.pendingLeaves, 'leave request')} of yours pending`);
  const { timesheets, leaves } = summary.waitingForDecision;
  if (timesheets + leaves > 0) pending.push(`${plural(timesheets, 'timesheet')} and ${plural(leaves, 'leave request')} waiting for your decision`);
  const pendingLine = pending.length === 0 ? 'Pending: nothing.' : `Pending: ${pending.join('; ')}.`;
  const decisionsLine =
    summary.decisions.length === 0 ? 'Decisions on your records: none.' : `Decisions on your records: ${summary.decisions.map(decisionText).join('; ')}.`;
  return {
    recipientId,
    kind: 'digest.weekly',
    title: `Your weekly digest for ${dates}`,
    body: [hoursLine, pendingLine, decisionsLine].join('\n'),
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
async function waitingFor(db: Db, recipients: ReadonlySet<string>): Promise<Map<string, { timesheets: number; leaves: number }>> {
  const owners = await digestRepository.waitingItemOwners(db);
  const counts = new Map<string, { timesheets: number; leaves: number }>();
  const approversByOwner = new Map<string, string[]>();
  const tally = async (resource: 'timesheets' | 'leaves', ownerId: string) => {
    const key = `${resource}:${ownerId}`;
    let approvers = approversByOwner.get(key);
    if (!approvers) {
      approvers = await approversOf(db, { resource, ownerId });
      approversByOwner.set(key, approvers);
    }
    for (const approver of approvers) {
      if (!recipients.has(approver)) continue;
      const count = counts.get(approver) ?? { timesheets: 0, leaves: 0 };
      count[resource] += 1;
      counts.set(approver, count);
    }
  };
  for (const ownerId of owners.timesheets) await tally('timesheets', ownerId);
  for (const ownerId of owners.leaves) await tally('leaves', ownerId);
  return counts;
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
