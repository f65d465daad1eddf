import { z } from 'zod';
import { DATE_FORMATS, isTimeZone, LANGUAGES, THEMES } from './user-settings.values';

export {
  DATE_FORMATS,
  DEFAULT_USER_SETTINGS,
  FEATURED_TIME_ZONES,
  isTimeZone,
  LANGUAGES,
  NOTIFICATION_TYPE_KEYS,
  THEMES,
  type DateFormatChoice,
  type Language,
  type NotificationChoices,
  type NotificationTypeKey,
  type Theme,
} from './user-settings.values';

/** Message of a time zone that is not an IANA zone name (field `timeZone`). */
export const TIME_ZONE_MESSAGE = 'Must be an IANA time zone, e.g. Asia/Kolkata';

/** An IANA time zone name this runtime knows (see `isTimeZone`). */
export const TimeZoneSchema = z.string({ message: TIME_ZONE_MESSAGE }).max(100, TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE);

const flag = z.boolean({ message: 'Must be true or false' });

/** The notification switches and type checkboxes of the Settings screen. */
export const NotificationChoicesSchema = z.object({
  email: flag,
  push: flag,
  weeklyDigest: flag,
  timeEntryReminders: flag,
  leaveRequestUpdates: flag,
  performanceReviewNotifications: flag,
  projectUpdates: flag,
  /** Absent (a client older than the choice): on. */
  outlook: flag.default(true),
});

/**
 * One person's settings (`GET /v1/me/settings`, and the body of `PUT /v1/me/settings`, which
 * replaces the whole record): language, IANA time zone, date format, theme, compact mode, the
 * notification choices and the two privacy checkboxes.
 */
export const UserSettingsSchema = z.object({
  language: z.enum(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}` }),
  timeZone: TimeZoneSchema,
  dateFormat: z.enum(DATE_FORMATS, { message: `Must be one of ${DATE_FORMATS.join(', ')}` }),
  theme: z.enum(THEMES, { message: `Must be one of ${THEMES.join(', ')}` }),
  compactMode: flag,
  notifications: NotificationChoicesSchema,
  privacy: z.object({ analytics: flag, shareUsageWithAdmins: flag }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;
