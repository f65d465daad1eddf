import { Bell } from 'lucide-react';
import { NOTIFICATION_TYPES, type SettingsValues } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';
import { CheckboxRow, ToggleRow } from './setting-controls';
import { SettingsSection } from './settings-section';

/** Notifications: Email, Push, Weekly Digest switches and the notification type checkboxes. */
export function NotificationsSection({ values, onChange }: { values: SettingsValues; onChange: (patch: Partial<SettingsValues>) => void }) {
  return (
    <SettingsSection id="notifications" icon={Bell} title={SETTINGS_TEXTS.notifications} hint={SETTINGS_TEXTS.notificationsHint}>
      <ToggleRow
        label={SETTINGS_TEXTS.emailNotifications}
        hint={SETTINGS_TEXTS.emailNotificationsHint}
        checked={values.emailNotifications}
        onChange={(emailNotifications) => onChange({ emailNotifications })}
      />
      <ToggleRow
        label={SETTINGS_TEXTS.pushNotifications}
        hint={SETTINGS_TEXTS.pushNotificationsHint}
        checked={values.pushNotifications}
        onChange={(pushNotifications) => onChange({ pushNotifications })}
      />
      <ToggleRow
        label={SETTINGS_TEXTS.weeklyDigest}
        hint={SETTINGS_TEXTS.weeklyDigestHint}
        checked={values.weeklyDigest}
        onChange={(weeklyDigest) => onChange({ weeklyDigest })}
      />
      <fieldset className="border-t border-slate-100 pt-5">
        <legend className="float-left mb-3 w-full text-sm font-medium text-slate-900">{SETTINGS_TEXTS.notificationTypes}</legend>
        <div className="clear-both grid gap-3 sm:grid-cols-2">
          {NOTIFICATION_TYPES.map((type) => (
            <CheckboxRow
              key={type.key}
              label={type.label}
              checked={values.types[type.key]}
              onChange={(checked) => onChange({ types: { ...values.types, [type.key]: checked } })}
            />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
