/**
 * Settings options and defaults (the spec's). Nothing is
 * persisted: the page starts from `DEFAULT_SETTINGS` every time.
 */

/** Language codes with their names; default 'en'. */
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
] as const;

/** IANA time zones; default 'Asia/Kolkata'. */
export const TIMEZONES = [
  { value: 'Asia/Kolkata', label: 'Asia/Kolkata (IST)' },
  { value: 'America/New_York', label: 'America/New_York (EST)' },
  { value: 'Europe/London', label: 'Europe/London (GMT)' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo (JST)' },
] as const;

/** Date format patterns, in the spec's order. */
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;

/** Themes; default 'light' ('Dark theme coming soon'). */
export const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
] as const;

/** Notification types with their checkbox labels, verbatim from the spec. */
export const NOTIFICATION_TYPES = [
  { key: 'timeEntryReminders', label: 'Time entry reminders' },
  { key: 'leaveRequestUpdates', label: 'Leave request updates' },
  { key: 'performanceReviews', label: 'Performance review notifications' },
  { key: 'projectUpdates', label: 'Project updates' },
] as const;

export type Language = (typeof LANGUAGES)[number]['value'];
export type Timezone = (typeof TIMEZONES)[number]['value'];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type Theme = (typeof THEMES)[number]['value'];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]['key'];

export interface SettingsValues {
  language: Language;
  timezone: Timezone;
  dateFormat: DateFormat;
  emailNotifications: boolean;
  pushNotifications: boolean;
  weeklyDigest: boolean;
  types: Record<NotificationType, boolean>;
  theme: Theme;
  compactMode: boolean;
  analytics: boolean;
  shareUsage: boolean;
}

/** The defaults of SPEC.md: en, Asia/Kolkata, light; e-mail and push on, digest off; all types but projects on. */
export const DEFAULT_SETTINGS: SettingsValues = {
  language: 'en',
  timezone: 'Asia/Kolkata',
  dateFormat: 'MM/DD/YYYY',
  emailNotifications: true,
  pushNotifications: true,
  weeklyDigest: false,
  types: { timeEntryReminders: true, leaveRequestUpdates: true, performanceReviews: true, projectUpdates: false },
  theme: 'light',
  compactMode: false,
  analytics: true,
  shareUsage: true,
};
