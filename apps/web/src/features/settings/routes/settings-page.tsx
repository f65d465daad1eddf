import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { AppearanceSection } from '../components/appearance-section';
import { GeneralSection } from '../components/general-section';
import { NotificationsSection } from '../components/notifications-section';
import { PrivacySection } from '../components/privacy-section';
import { DEFAULT_SETTINGS, type SettingsValues } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';

/**
 * /settings: General, Notifications, Appearance, Privacy & Security.
 * Cancel restores the defaults; Save Changes shows 'Settings saved successfully!' and makes no call.
 * Nothing is persisted, as specified: a reload shows the defaults again.
 */
export function SettingsPage() {
  const email = useAuthStore((s) => s.user?.email ?? s.azureAccount?.username ?? '');
  const [values, setValues] = useState<SettingsValues>(DEFAULT_SETTINGS);
  const change = (patch: Partial<SettingsValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <form
      className="mx-auto max-w-4xl"
      onSubmit={(event) => {
        event.preventDefault();
        toast.success(SETTINGS_TEXTS.saved, { id: 'settings-saved' });
      }}
    >
      <PageHeader title={SETTINGS_TEXTS.title} subtitle={SETTINGS_TEXTS.subtitle} />
      <div className="space-y-6">
        <GeneralSection values={values} onChange={change} />
        <NotificationsSection values={values} onChange={change} />
        <AppearanceSection values={values} onChange={change} />
        <PrivacySection email={email} values={values} onChange={change} />
      </div>
      <div data-bottom-bar="" className="sticky bottom-0 -mx-4 mt-6 flex justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button variant="secondary" onClick={() => setValues(DEFAULT_SETTINGS)}>
          {SETTINGS_TEXTS.cancel}
        </Button>
        <Button type="submit">{SETTINGS_TEXTS.save}</Button>
      </div>
    </form>
  );
}
