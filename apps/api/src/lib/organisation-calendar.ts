import { calendarDateOf } from '@apps/contracts/date-format';

/**
 * The organisation's calendar (`ORG_TIME_ZONE`): the days of arrangements that belong to the organisation
 * rather than to one person, such as a manager's delegation window, which the manager, the delegate and the
 * approval rules must all read as the same day. Set once by the app from its configuration; one process
 * serves one organisation. A person's own "today" (their week, their reminders) follows their Settings
 * instead (`todayOf` in the settings module).
 */
let organisationTimeZone = 'UTC';

/** Sets the organisation's IANA time zone (`ORG_TIME_ZONE`, validated by the configuration). */
export function setOrganisationTimeZone(timeZone: string): void {
  organisationTimeZone = timeZone;
}

/** Today's date `YYYY-MM-DD` in the organisation's time zone at `now`. */
export function organisationToday(now: Date = new Date()): string {
  return calendarDateOf(now, { timeZone: organisationTimeZone });
}
