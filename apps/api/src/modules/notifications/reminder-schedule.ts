/**
 * Calendar arithmetic of the reminders in the organisation's time zone (`ORG_TIME_ZONE`).
 * Dates are ISO `YYYY-MM-DD` strings of the local calendar; weeks run Sunday to Saturday (SPEC "MyTime").
 * Working days are Monday to Friday.
 */

/** The local calendar reading of an instant in a time zone. */
export interface LocalTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** 0 Sunday .. 6 Saturday. */
  dayOfWeek: number;
  /** 0..23. */
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // eslint-disable-next-line no-restricted-properties -- reads the zone's calendar parts for arithmetic; formats nothing people read
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. `Asia/Kolkata`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date, weekday, hour and minute of `instant` in `timeZone`. @throws RangeError for an unknown zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, dayOfWeek: dayOfWeek(date), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

/** 0 Sunday .. 6 Saturday of a `YYYY-MM-DD` date. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `date` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The Sunday that starts the week of `date`. */
export function weekStart(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

const isWorkingDay = (date: string) => dayOfWeek(date) >= 1 && dayOfWeek(date) <= 5;

/** The instant that is local midnight starting `date` in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const local = localTime(new Date(instant), timeZone);
    const parts = formatterFor(timeZone).formatToParts(new Date(instant));
    const seconds = Number(parts.find((part) => part.type === 'second')?.value ?? 0);
    return Date.parse(`${local.date}T${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}:${String(seconds).padStart(2, '0')}Z`) - instant;
  };
  const first = guess - offsetAt(guess);
  // A second pass settles zones whose offset differs on either side of a change.
  return new Date(guess - offsetAt(first));
}

/**
 * The earliest local date whose items have NOT yet waited more than `workingDays` working days on
 * `today`: an item submitted on a local date before it has. Waiting days are the working days after the
 * day of submission up to and including today (submitted Friday, today Wednesday: 3).
 */
export function waitingCutoff(today: string, workingDays: number): string {
  let date = today;
  let counted = isWorkingDay(today) ? 1 : 0;
  while (counted < workingDays + 1) {
    date = addDays(date, -1);
    if (isWorkingDay(date)) counted += 1;
  }
  return date;
}

/** When the reminders are sent, in the organisation's time zone. */
export interface ReminderSchedule {
  timeZone: string;
  /** Day of the weekly timesheet reminder, 0 Sunday .. 6 Saturday (default 1, Monday). */
  day: number;
  /** Local hour of the reminders, 0..23 (default 10). */
  hour: number;
  /** A decision is overdue after more than this many working days (default 2). */
  waitingWorkingDays: number;
}

/** What is due at one instant: the week whose missing timesheets are reminded, and the digest's day. */
export interface DueReminders {
  /** The Sunday of last week when this week's timesheet reminder time has passed, else null. */
  timesheetWeek: string | null;
  /** Today's local date on a working day past the reminder hour, else null (the digest is daily at most). */
  digestDate: string | null;
  /** Items submitted before local midnight of this instant have waited long enough for the digest. */
  digestCutoff: Date | null;
}

/**
 * What is due at `now` under `schedule`. The weekly reminder is due from its day and hour until the end
 * of that week (so an instance started later that week still sends it, once, thanks to the dedupe keys).
 */
export function dueReminders(now: Date, schedule: ReminderSchedule): DueReminders {
  const local = localTime(now, schedule.timeZone);
  const thisWeek = weekStart(local.date);
  const reminderDay = addDays(thisWeek, schedule.day);
  const pastReminder = local.date > reminderDay || (local.date === reminderDay && local.hour >= schedule.hour);
  const digestDue = isWorkingDay(local.date) && local.hour >= schedule.hour;
  return {
    timesheetWeek: pastReminder ? addDays(thisWeek, -7) : null,
    digestDate: digestDue ? local.date : null,
    digestCutoff: digestDue ? startOfLocalDay(waitingCutoff(local.date, schedule.waitingWorkingDays), schedule.timeZone) : null,
  };
}
