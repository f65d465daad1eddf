import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATE_FORMATS, LANGUAGES, THEMES, type DateFormatChoice, type Language, type Theme } from '@apps/contracts/core/user-settings.values';
import { users } from './core';
import { enumCheck } from './enum-check';

/**
 * One person's saved settings (the Settings screen), at most one row per person; a person without a
 * row has the defaults (`DEFAULT_USER_SETTINGS`). The notification choices are columns, not JSON, so
 * the outbox can read them for many recipients in one query. `time_zone` is an IANA name the API
 * checked against the runtime's zone list.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    timeZone: text('time_zone').notNull(),
    dateFormat: text('date_format').$type<DateFormatChoice>().notNull(),
    theme: text('theme').$type<Theme>().notNull(),
    compactMode: boolean('compact_mode').notNull(),
    emailNotifications: boolean('email_notifications').notNull(),
    pushNotifications: boolean('push_notifications').notNull(),
    weeklyDigest: boolean('weekly_digest').notNull(),
    timeEntryReminders: boolean('time_entry_reminders').notNull(),
    leaveRequestUpdates: boolean('leave_request_updates').notNull(),
    performanceReviewNotifications: boolean('performance_review_notifications').notNull(),
    projectUpdates: boolean('project_updates').notNull(),
    /** Approved leave in the person's Outlook calendar and automatic replies (Microsoft 365 configured). */
    outlook: boolean('outlook').notNull().default(true),
    usageAnalytics: boolean('usage_analytics').notNull(),
    shareUsageWithAdmins: boolean('share_usage_with_admins').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('user_settings_language_check', t.language, LANGUAGES),
    enumCheck('user_settings_date_format_check', t.dateFormat, DATE_FORMATS),
    enumCheck('user_settings_theme_check', t.theme, THEMES),
  ],
);
