import { Bell } from 'lucide-react';
import type { NotificationChoices } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { NOTIFICATION_TYPES } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';
import { CheckboxRow, ToggleRow } from './setting-controls';
import { SettingsSection } from './settings-section';

/** Notifications: Email, Push, Weekly Digest switches and the notification type checkboxes. */
export function NotificationsSection({ values, onChange }: { values: UserSettings; onChange: (patch: Partial<UserSettings>) => void }) {
  const choices = values.notifications;
  const set = (patch: Partial<NotificationChoices>) => onChange({ notifications: { ...choices, ...patch } });
  return (
    <SettingsSection id="notifications" icon={Bell} title={SETTINGS_TEXTS.notifications} hint={SETTINGS_TEXTS.notificationsHint}>
      <ToggleRow label={SETTINGS_TEXTS.emailNotifications} hint={SETTINGS_TEXTS.emailNotificationsHint} checked={choices.email} onChange={(email) => set({ email })} />
      <ToggleRow label={SETTINGS_TEXTS.pushNotifications} hint={SETTINGS_TEXTS.pushNotificationsHint} checked={choices.push} onChange={(push) => set({ push })} />
      <ToggleRow label={SETTINGS_TEXTS.weeklyDigest} hint={SETTINGS_TEXTS.weeklyDigestHint} checked={choices.weeklyDigest} onChange={(weeklyDigest) => set({ weeklyDigest })} />
      <fieldset className="border-t border-slate-100 pt-5">
        <legend className="float-left mb-3 w-full text-sm font-medium text-slate-900">{SETTINGS_TEXTS.notificationTypes}</legend>
        <div className="clear-both grid gap-3 sm:grid-cols-2">
          {NOTIFICATION_TYPES.map((type) => (
            <CheckboxRow key={type.key} label={type.label} checked={choices[type.key]} onChange={(checked) => set({ [type.key]: checked })} />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
