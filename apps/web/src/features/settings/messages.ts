import { defineMessages } from 'react-intl';

/**
 * The Settings screen's texts in English, the source of settings/locales/<language>.json. Ids start
 * with `settings.`; the English texts are the spec's, verbatim (its toast too).
 */
export const settingsMessages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings' },
  subtitle: { id: 'settings.subtitle', defaultMessage: 'Manage your preferences for this platform.' },
  general: { id: 'settings.general', defaultMessage: 'General' },
  generalHint: { id: 'settings.generalHint', defaultMessage: 'Language, time zone and date format.' },
  language: { id: 'settings.language', defaultMessage: 'Language' },
  timezone: { id: 'settings.timezone', defaultMessage: 'Timezone' },
  dateFormat: { id: 'settings.dateFormat', defaultMessage: 'Date Format' },
  notifications: { id: 'settings.notifications', defaultMessage: 'Notifications' },
  notificationsHint: { id: 'settings.notificationsHint', defaultMessage: 'Choose how and when you hear from us.' },
  emailNotifications: { id: 'settings.emailNotifications', defaultMessage: 'Email Notifications' },
  emailNotificationsHint: { id: 'settings.emailNotificationsHint', defaultMessage: 'Receive updates by e-mail' },
  pushNotifications: { id: 'settings.pushNotifications', defaultMessage: 'Push Notifications' },
  pushNotificationsHint: { id: 'settings.pushNotificationsHint', defaultMessage: 'Receive notifications in your browser' },
  weeklyDigest: { id: 'settings.weeklyDigest', defaultMessage: 'Weekly Digest' },
  weeklyDigestHint: { id: 'settings.weeklyDigestHint', defaultMessage: 'A summary of your week every Monday' },
  outlook: { id: 'settings.outlook', defaultMessage: 'Outlook' },
  outlookHint: {
    id: 'settings.outlookHint',
    defaultMessage: 'Approved leave in your Outlook calendar, with automatic replies (when your organization connects Microsoft 365)',
  },
  notificationTypes: { id: 'settings.notificationTypes', defaultMessage: 'Notification Types' },
  appearance: { id: 'settings.appearance', defaultMessage: 'Appearance' },
  appearanceHint: { id: 'settings.appearanceHint', defaultMessage: 'How the platform looks for you.' },
  theme: { id: 'settings.theme', defaultMessage: 'Theme' },
  // The spec's note 'Dark theme coming soon' is out of date now that the dark theme exists.
  themeHint: { id: 'settings.themeHint', defaultMessage: "Auto follows your device's light or dark setting." },
  compactMode: { id: 'settings.compactMode', defaultMessage: 'Compact Mode' },
  compactModeHint: { id: 'settings.compactModeHint', defaultMessage: 'Show more content with tighter spacing' },
  privacy: { id: 'settings.privacy', defaultMessage: 'Privacy & Security' },
  privacyHint: { id: 'settings.privacyHint', defaultMessage: 'Your account, session and data sharing.' },
  accountEmail: { id: 'settings.accountEmail', defaultMessage: 'Account Email' },
  authentication: { id: 'settings.authentication', defaultMessage: 'Authentication' },
  currentSession: { id: 'settings.currentSession', defaultMessage: 'Current Session' },
  active: { id: 'settings.active', defaultMessage: 'Active' },
  analytics: { id: 'settings.analytics', defaultMessage: 'Allow usage analytics to improve the platform' },
  analyticsNote: { id: 'settings.analyticsNote', defaultMessage: 'No usage figures are collected today, so nothing about you is counted either way.' },
  shareUsage: { id: 'settings.shareUsage', defaultMessage: 'Share usage data with administrators' },
  personalData: { id: 'settings.personalData', defaultMessage: 'Your personal data' },
  personalDataHint: {
    id: 'settings.personalDataHint',
    defaultMessage: 'Download everything this app holds about you as a JSON file. To have it erased, ask your administrator.',
  },
  microsoftNotice: {
    id: 'settings.microsoftNotice',
    defaultMessage:
      'Your password and two-factor authentication are managed by your Microsoft account. Change them in your Microsoft account security settings.',
  },
  cancel: { id: 'settings.cancel', defaultMessage: 'Cancel' },
  save: { id: 'settings.save', defaultMessage: 'Save Changes' },
  saved: { id: 'settings.saved', defaultMessage: 'Settings saved successfully!' },
  loading: { id: 'settings.loading', defaultMessage: 'Loading settings...' },
});

/**
 * The language options. English shows the spec's names; the other languages name each language in the
 * page's language and, beside it, in its own (a person who chose a language they cannot read can find
 * theirs again).
 */
export const languageMessages = defineMessages({
  en: { id: 'settings.languageOption.en', defaultMessage: 'English' },
  hi: { id: 'settings.languageOption.hi', defaultMessage: 'Hindi' },
  es: { id: 'settings.languageOption.es', defaultMessage: 'Spanish' },
  fr: { id: 'settings.languageOption.fr', defaultMessage: 'French' },
});

/** The theme options' labels (the values sent to the API stay 'light', 'dark', 'auto'). */
export const themeMessages = defineMessages({
  light: { id: 'settings.themeOption.light', defaultMessage: 'Light' },
  dark: { id: 'settings.themeOption.dark', defaultMessage: 'Dark' },
  auto: { id: 'settings.themeOption.auto', defaultMessage: 'Auto' },
});

/** The notification type checkboxes' labels, verbatim from the spec. */
export const notificationTypeMessages = defineMessages({
  timeEntryReminders: { id: 'settings.notificationType.timeEntryReminders', defaultMessage: 'Time entry reminders' },
  leaveRequestUpdates: { id: 'settings.notificationType.leaveRequestUpdates', defaultMessage: 'Leave request updates' },
  performanceReviewNotifications: { id: 'settings.notificationType.performanceReviewNotifications', defaultMessage: 'Performance review notifications' },
  projectUpdates: { id: 'settings.notificationType.projectUpdates', defaultMessage: 'Project updates' },
});

/** Why this browser cannot receive push notifications, shown as a toast after saving Push on. */
export const pushMessages = defineMessages({
  unsupported: { id: 'settings.push.unsupported', defaultMessage: 'This browser cannot receive push notifications' },
  denied: { id: 'settings.push.denied', defaultMessage: 'Notifications are blocked for this site in the browser' },
});
