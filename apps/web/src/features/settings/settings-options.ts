import {
  DATE_FORMATS as DATE_FORMAT_VALUES,
  FEATURED_TIME_ZONES,
  type Language,
  type NotificationTypeKey,
  type Theme,
} from '@apps/contracts/core/user-settings.values';
import type { MessageDescriptor } from 'react-intl';
import { languageMessages, notificationTypeMessages, themeMessages } from './messages';

/**
 * Settings options with the spec's labels (messages, shown in the page's language); the values and defaults come
 * from the contract (`DEFAULT_USER_SETTINGS`), which the server answers for a person who never saved.
 */

/** Language codes with their names; default 'en'. */
export const LANGUAGES: ReadonlyArray<{ value: Language; label: MessageDescriptor }> = [
  { value: 'en', label: languageMessages.en },
  { value: 'hi', label: languageMessages.hi },
  { value: 'es', label: languageMessages.es },
  { value: 'fr', label: languageMessages.fr },
];

/** The spec's four time zones with their labels, offered first; default 'Asia/Kolkata'. */
export const TIMEZONES: ReadonlyArray<{ value: (typeof FEATURED_TIME_ZONES)[number]; label: string }> = [
  { value: 'Asia/Kolkata', label: 'Asia/Kolkata (IST)' },
  { value: 'America/New_York', label: 'America/New_York (EST)' },
  { value: 'Europe/London', label: 'Europe/London (GMT)' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo (JST)' },
];

/**
 * Every time zone the select offers: the spec's four first, then every other IANA zone of this
 * browser (`Intl.supportedValuesOf`) by name, and `current` when it is none of those (an alias such
 * as 'UTC' saved earlier), so the saved zone is always shown.
 */
export function timeZoneOptions(current: string): Array<{ value: string; label: string }> {
  const featured = new Set<string>(FEATURED_TIME_ZONES);
  const others = Intl.supportedValuesOf('timeZone').filter((zone) => !featured.has(zone));
  const options = [...TIMEZONES, ...others.map((zone) => ({ value: zone, label: zone }))];
  return options.some((option) => option.value === current) ? options : [...options, { value: current, label: current }];
}

/** Date format patterns, in the spec's order. */
export const DATE_FORMATS = DATE_FORMAT_VALUES;

/** Themes; default 'light'; 'auto' follows `prefers-color-scheme`. */
export const THEMES: ReadonlyArray<{ value: Theme; label: MessageDescriptor }> = [
  { value: 'light', label: themeMessages.light },
  { value: 'dark', label: themeMessages.dark },
  { value: 'auto', label: themeMessages.auto },
];

/** Notification types with their checkbox labels, verbatim from the spec. */
export const NOTIFICATION_TYPES: ReadonlyArray<{ key: NotificationTypeKey; label: MessageDescriptor }> = [
  { key: 'timeEntryReminders', label: notificationTypeMessages.timeEntryReminders },
  { key: 'leaveRequestUpdates', label: notificationTypeMessages.leaveRequestUpdates },
  { key: 'performanceReviewNotifications', label: notificationTypeMessages.performanceReviewNotifications },
  { key: 'projectUpdates', label: notificationTypeMessages.projectUpdates },
];
