import { Bell } from 'lucide-react';
import type { NotificationChoices } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { NOTIFICATION_TYPES } from '../settings-options';
import { useI18n } from '../../../lib/i18n/intl';
import { settingsMessages as messages } from '../messages';
import { CheckboxRow, ToggleRow } from './setting-controls';
import { SettingsSection } from './settings-section';

/** Notifications: Email, Push, Weekly Digest, Outlook switches and the notification type checkboxes. */
export function NotificationsSection({ values, onChange }: { values: UserSettings; onChange: (patch: Partial<UserSettings>) => void }) {
  const { formatMessage } = useI18n();
  const choices = values.notifications;
  const set = (patch: Partial<NotificationChoices>) => onChange({ notifications: { ...choices, ...patch } });
  return (
    <SettingsSection id="notifications" icon={Bell} title={formatMessage(messages.notifications)} hint={formatMessage(messages.notificationsHint)}>
      <ToggleRow label={formatMessage(messages.emailNotifications)} hint={formatMessage(messages.emailNotificationsHint)} checked={choices.email} onChange={(email) => set({ email })} />
      <ToggleRow label={formatMessage(messages.pushNotifications)} hint={formatMessage(messages.pushNotificationsHint)} checked={choices.push} onChange={(push) => set({ push })} />
      <ToggleRow label={formatMessage(messages.weeklyDigest)} hint={formatMessage(messages.weeklyDigestHint)} checked={choices.weeklyDigest} onChange={(weeklyDigest) => set({ weeklyDigest })} />
      <ToggleRow label={formatMessage(messages.outlook)} hint={formatMessage(messages.outlookHint)} checked={choices.outlook} onChange={(outlook) => set({ outlook })} />
      <fieldset className="border-t border-slate-100 pt-5">
        <legend className="float-left mb-3 w-full text-sm font-medium text-slate-900">{formatMessage(messages.notificationTypes)}</legend>
        <div className="clear-both grid gap-3 sm:grid-cols-2">
          {NOTIFICATION_TYPES.map((type) => (
            <CheckboxRow key={type.key} label={formatMessage(type.label)} checked={choices[type.key]} onChange={(checked) => set({ [type.key]: checked })} />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
