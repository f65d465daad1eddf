import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Language } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useMySettings } from '../api/get-my-settings';
import { useUpdateMySettings } from '../api/update-my-settings';
import { AppearanceSection } from '../components/appearance-section';
import { GeneralSection } from '../components/general-section';
import { NotificationsSection } from '../components/notifications-section';
import { PrivacySection } from '../components/privacy-section';
import { useI18n } from '../../../lib/i18n/intl';
import { pushMessages, settingsMessages as messages } from '../messages';
import { isPushSupported, PushUnavailableError, subscribeToPush, unsubscribeFromPush } from '../../../lib/push';

/** The labels of the fields a refused save can name, as the form shows them. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  language: messages.language,
  timeZone: messages.timezone,
  dateFormat: messages.dateFormat,
  theme: messages.theme,
  compactMode: messages.compactMode,
};

/** Why turning push on failed, in the page's language when it is this browser's refusal. */
function pushFailure(error: unknown, formatMessage: IntlShape['formatMessage']): string {
  if (error instanceof PushUnavailableError) return formatMessage(pushMessages[error.reason]);
  return error instanceof Error ? error.message : String(error);
}

/** The four sections over the saved settings: Save Changes is one PUT, Cancel goes back to what was saved. */
function SettingsForm({ saved }: { saved: UserSettings }) {
  const { formatMessage, locale } = useI18n();
  const email = useAuthStore((s) => s.user?.email ?? s.azureAccount?.username ?? '');
  const [values, setValues] = useState<UserSettings>(saved);
  const save = useUpdateMySettings();
  const change = (patch: Partial<UserSettings>) => setValues((current) => ({ ...current, ...patch }));
  // A save that changes the language: the page switches once that language's messages arrive, after
  // the toast showed; the toast then says it again in the language chosen.
  const savedInLanguage = useRef<Language | null>(null);
  useEffect(() => {
    if (savedInLanguage.current !== locale) return;
    savedInLanguage.current = null;
    toast.success(formatMessage(messages.saved), { id: 'settings-saved' });
  }, [locale, formatMessage]);
  const fieldLabel = (field: string) => {
    const label = FIELD_LABELS[field];
    return label ? formatMessage(label) : field;
  };

  async function submit() {
    // This browser's push subscription follows the Push switch. Subscribing starts before the save,
    // inside the click: Safari asks for permission to notify only while handling a person's gesture.
    const pushChanged = isPushSupported() && values.notifications.push !== saved.notifications.push;
    const subscribing = pushChanged && values.notifications.push ? subscribeToPush() : undefined;
    try {
      const stored = await save.mutateAsync(values);
      setValues(stored);
      savedInLanguage.current = stored.language === locale ? null : stored.language;
      toast.success(formatMessage(messages.saved), { id: 'settings-saved' });
    } catch {
      // The error banner above the buttons shows the failure.
    }
    if (subscribing) await subscribing.catch((error: unknown) => toast.error(pushFailure(error, formatMessage)));
    else if (pushChanged) await unsubscribeFromPush().catch(() => undefined);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-6">
        <GeneralSection values={values} onChange={change} />
        <NotificationsSection values={values} onChange={change} />
        <AppearanceSection values={values} onChange={change} />
        <PrivacySection email={email} values={values} onChange={change} />
      </div>
      {save.isError && (
        <div className="mt-6">
          <ErrorBanner error={toBannerError(save.error)} onDismiss={() => save.reset()} fieldLabel={fieldLabel} />
        </div>
      )}
      <div data-bottom-bar="" className="sticky bottom-0 -mx-4 mt-6 flex justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button
          variant="secondary"
          onClick={() => {
            setValues(saved);
            save.reset();
          }}
        >
          {formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}

/**
 * /settings: General, Notifications, Appearance, Privacy & Security,
 * loaded from `GET /v1/me/settings` (the defaults for a person who never saved). Save Changes stores
 * the whole record with one `PUT /v1/me/settings` and shows 'Settings saved successfully!'; Cancel
 * restores what was saved.
 */
export function SettingsPage() {
  const { formatMessage } = useI18n();
  const settings = useMySettings();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={formatMessage(messages.title)} subtitle={formatMessage(messages.subtitle)} />
      <QueryContent query={settings} loadingLabel={formatMessage(messages.loading)} errorClassName="">
        {(saved) => <SettingsForm saved={saved} />}
      </QueryContent>
    </div>
  );
}
