import { findWindows } from 'windows-iana';
import type { HalfDay } from '@apps/contracts/mytime/leave.values';
import { translations, translatorFor, type Language } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import { outlookMessages as M } from './outlook-leave.messages';

const intlOf = translations({ hi, es, fr });

/** Graph's `dateTimeTimeZone`: a local date and time (no offset) and the IANA or Windows zone it reads in. */
export interface DateTimeTimeZone {
  dateTime: string;
  timeZone: string;
}

/** An approved leave as Outlook needs it, with the person's language and time zone and their delegate, if any. */
export interface OutlookLeave {
  startDate: string;
  endDate: string;
  halfDay: HalfDay | null;
  language: Language;
  /** IANA zone of the person (Settings); Graph is given its Windows name. */
  timeZone: string;
  /** Hours of a working day (a half day is half of it, from 09:00). */
  workingDayHours: number;
  delegate: { name: string; email: string } | null;
}

/** Where a working day starts, in hours after midnight, for half-day events and replies. */
const DAY_STARTS_AT = 9;

const at = (date: string, hours: number): string => {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `${date}T${String(whole).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
};

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The first Monday-to-Friday day after `date`. */
function nextWeekday(date: string): string {
  let next = addDays(date, 1);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}

/**
 * The Windows name of an IANA zone (`Asia/Kolkata` -> `India Standard Time`), the form every Graph
 * method accepts (its IANA support is a partial list); a zone Windows does not know stays as it is.
 */
export function graphTimeZone(iana: string): string {
  return findWindows(iana)[0] ?? iana;
}

/**
 * When the leave starts and ends in the person's zone (as Graph names it, `graphTimeZone`): whole days from midnight of the first day to
 * midnight after the last (Graph's all-day form), a half day from 09:00 for half a working day (the
 * morning) or from then on (the afternoon).
 */
export function leaveWindow(leave: OutlookLeave): { start: DateTimeTimeZone; end: DateTimeTimeZone; allDay: boolean } {
  const zone = graphTimeZone(leave.timeZone);
  if (leave.halfDay) {
    const half = leave.workingDayHours / 2;
    const from = leave.halfDay === 'FirstHalf' ? DAY_STARTS_AT : DAY_STARTS_AT + half;
    return { start: { dateTime: at(leave.startDate, from), timeZone: zone }, end: { dateTime: at(leave.startDate, from + half), timeZone: zone }, allDay: false };
  }
  return { start: { dateTime: at(leave.startDate, 0), timeZone: zone }, end: { dateTime: at(addDays(leave.endDate, 1), 0), timeZone: zone }, allDay: true };
}

/**
 * The body of `POST /users/{id}/events`: a private, out-of-office event without a reminder, titled in the
 * person's language ("Out of office"), never naming the leave type.
 */
export function outlookEventOf(leave: OutlookLeave) {
  const t = translatorFor(intlOf, { language: leave.language });
  const window = leaveWindow(leave);
  const subject = leave.halfDay === 'FirstHalf' ? M.subjectFirstHalf : leave.halfDay === 'SecondHalf' ? M.subjectSecondHalf : M.subject;
  return {
    subject: t.message(subject),
    start: window.start,
    end: window.end,
    isAllDay: window.allDay,
    showAs: 'oof',
    isReminderOn: false,
    sensitivity: 'private',
  };
}

/**
 * The automatic reply: back on the next weekday after the leave (the same day after a morning off), and
 * whom to contact when a delegate is set (inside the organisation only).
 */
export function replyMessagesOf(leave: OutlookLeave): { internal: string; external: string } {
  const t = translatorFor(intlOf, { language: leave.language });
  const returnDate = leave.halfDay === 'FirstHalf' ? leave.startDate : nextWeekday(leave.endDate);
  const away = t.message(M.replyAway, { returnDate: t.date(returnDate) });
  const delegate = leave.delegate ? ` ${t.message(M.replyDelegate, leave.delegate)}` : '';
  return { internal: `${away}${delegate}`, external: away };
}

/** The body of `PATCH /users/{id}/mailboxSettings` that schedules the automatic replies for the leave. */
export function scheduledRepliesOf(leave: OutlookLeave) {
  const window = leaveWindow(leave);
  const messages = replyMessagesOf(leave);
  return {
    automaticRepliesSetting: {
      status: 'scheduled',
      externalAudience: 'all',
      scheduledStartDateTime: window.start,
      scheduledEndDateTime: window.end,
      internalReplyMessage: messages.internal,
      externalReplyMessage: messages.external,
    },
  };
}

/** The body of `PATCH /users/{id}/mailboxSettings` that turns the automatic replies off. */
export const REPLIES_OFF = { automaticRepliesSetting: { status: 'disabled' } } as const;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * A reply message as text to compare: Exchange keeps a reply as HTML (`<html><body>…`), so tags go,
 * common entities are decoded and white space is collapsed.
 */
export function replyText(message: string | null | undefined): string {
  return (message ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
