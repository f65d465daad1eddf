// The plain values of user-settings.ts (no zod): the Settings screen and the server's notification
// rules read them without loading any schema.

/** Languages of the Settings screen, in the spec's order; 'en' is the default. */
export const LANGUAGES = ['en', 'hi', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Date formats of the Settings screen, in the spec's order; 'MM/DD/YYYY' is the default. */
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormatChoice = (typeof DATE_FORMATS)[number];

/** Themes; 'light' is the default, 'auto' follows the system (`prefers-color-scheme`). */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The time zones the Settings screen offers first, default first; any other IANA zone is accepted too. */
export const FEATURED_TIME_ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Tokyo'] as const;

/** The notification type checkboxes, in the spec's order (keys of `notifications` that name a type). */
export const NOTIFICATION_TYPE_KEYS = ['timeEntryReminders', 'leaveRequestUpdates', 'performanceReviewNotifications', 'projectUpdates'] as const;
export type NotificationTypeKey = (typeof NOTIFICATION_TYPE_KEYS)[number];

/** A person's notification choices: the channels (e-mail, push), the weekly digest and each type. */
export interface NotificationChoices {
  email: boolean;
  push: boolean;
  weeklyDigest: boolean;
  timeEntryReminders: boolean;
  leaveRequestUpdates: boolean;
  performanceReviewNotifications: boolean;
  projectUpdates: boolean;
  /** Approved leave in one's Outlook calendar and automatic replies (when Microsoft 365 is connected). */
  outlook: boolean;
}

/** One person's settings, exactly as `GET /v1/me/settings` answers them. */
export interface UserSettingsValues {
  language: Language;
  /** An IANA time zone name, e.g. 'Asia/Kolkata'. */
  timeZone: string;
  dateFormat: DateFormatChoice;
  theme: Theme;
  compactMode: boolean;
  notifications: NotificationChoices;
  privacy: { analytics: boolean; shareUsageWithAdmins: boolean };
}

/**
 * The settings of a person who never saved any, the spec's defaults: English,
 * Asia/Kolkata, MM/DD/YYYY, light, compact off; e-mail and push on, digest off; every type on but
 * project updates; Outlook on; both privacy checkboxes on.
 */
export const DEFAULT_USER_SETTINGS: UserSettingsValues = {
  language: 'en',
  timeZone: 'Asia/Kolkata',
  dateFormat: 'MM/DD/YYYY',
  theme: 'light',
  compactMode: false,
  notifications: {
    email: true,
    push: true,
    weeklyDigest: false,
    timeEntryReminders: true,
    leaveRequestUpdates: true,
    performanceReviewNotifications: true,
    projectUpdates: false,
    outlook: true,
  },
  privacy: { analytics: true, shareUsageWithAdmins: true },
};

/** What an IANA zone name looks like: `UTC`, `Asia/Kolkata`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

let supportedZones: Set<string> | undefined;

/**
 * True when `name` is an IANA time zone this runtime knows: one of `Intl.supportedValuesOf('timeZone')`
 * (canonical names), or a zone name `Intl.DateTimeFormat` accepts (aliases such as 'UTC' or
 * 'Asia/Calcutta', which the list leaves out). Offsets such as '+05:30' are not zone names and fail.
 */
export function isTimeZone(name: string): boolean {
  supportedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (supportedZones.has(name)) return true;
  if (!ZONE_NAME.test(name)) return false;
  try {
    // eslint-disable-next-line no-restricted-properties -- only asks whether the zone exists; nothing is shown
    new Intl.DateTimeFormat(undefined, { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
