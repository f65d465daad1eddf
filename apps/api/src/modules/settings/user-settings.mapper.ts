import { DEFAULT_USER_SETTINGS, type NotificationChoices } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import type { NotificationChoicesRow, UserSettingsRow, UserSettingsValues } from './user-settings.repository';

/** The saved row as the contract's DTO; no row: the defaults. */
export function toUserSettingsDto(row: UserSettingsRow | undefined): UserSettings {
  if (!row) return structuredClone(DEFAULT_USER_SETTINGS);
  return {
    language: row.language,
    timeZone: row.timeZone,
    dateFormat: row.dateFormat,
    theme: row.theme,
    compactMode: row.compactMode,
    notifications: toNotificationChoices(row),
    privacy: { analytics: row.usageAnalytics, shareUsageWithAdmins: row.shareUsageWithAdmins },
  };
}

/** The notification columns of a saved row as the contract's choices. */
export function toNotificationChoices(row: NotificationChoicesRow): NotificationChoices {
  return {
    email: row.emailNotifications,
    push: row.pushNotifications,
    weeklyDigest: row.weeklyDigest,
    timeEntryReminders: row.timeEntryReminders,
    leaveRequestUpdates: row.leaveRequestUpdates,
    performanceReviewNotifications: row.performanceReviewNotifications,
    projectUpdates: row.projectUpdates,
    outlook: row.outlook,
  };
}

/** The DTO as the columns of a save. */
export function toUserSettingsValues(settings: UserSettings): UserSettingsValues {
  return {
    language: settings.language,
    timeZone: settings.timeZone,
    dateFormat: settings.dateFormat,
    theme: settings.theme,
    compactMode: settings.compactMode,
    emailNotifications: settings.notifications.email,
    pushNotifications: settings.notifications.push,
    weeklyDigest: settings.notifications.weeklyDigest,
    timeEntryReminders: settings.notifications.timeEntryReminders,
    leaveRequestUpdates: settings.notifications.leaveRequestUpdates,
    performanceReviewNotifications: settings.notifications.performanceReviewNotifications,
    projectUpdates: settings.notifications.projectUpdates,
    outlook: settings.notifications.outlook,
    usageAnalytics: settings.privacy.analytics,
    shareUsageWithAdmins: settings.privacy.shareUsageWithAdmins,
  };
}
