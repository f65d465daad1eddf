import { useContext, useState, type ReactNode } from 'react';
import { Info, ShieldCheck } from 'lucide-react';
import { formatDateTime } from '@apps/contracts/date-format';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { DownloadPersonalDataButton } from '../../../components/download-personal-data-button';
import { AuthContext } from '../../../lib/auth/auth-context';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { ENTRA_ID } from '../texts';
import { useI18n } from '../../../lib/i18n/intl';
import { settingsMessages as messages } from '../messages';
import { CheckboxRow } from './setting-controls';
import { SettingsSection } from './settings-section';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-sm font-medium text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * When this session began: the sign-in time the identity client read from its token, else (a client
 * that cannot tell, or a screen rendered without one) the moment the page opened.
 */
function useSessionStart(): Date {
  const auth = useContext(AuthContext);
  const [pageOpened] = useState(() => new Date());
  return auth?.client.signedInAt?.() ?? pageOpened;
}

/**
 * Privacy & Security: the account e-mail, authentication 'Microsoft Entra ID' (the directory once called Azure AD), the current session (the
 * sign-in time in the chosen time zone, 'Active'), the analytics and usage-sharing checkboxes (with the note that no usage
 * figures are collected), "Download personal data" (everything held about the person, as JSON), and the
 * Microsoft-account notice.
 */
export function PrivacySection({ email, values, onChange }: { email: string; values: UserSettings; onChange: (patch: Partial<UserSettings>) => void }) {
  const { formatMessage } = useI18n();
  const sessionStart = useSessionStart();
  const sessionTime = formatDateTime(sessionStart, { timeZone: values.timeZone });
  const userId = useAuthStore((s) => s.user?.id);
  return (
    <SettingsSection id="privacy" icon={ShieldCheck} title={formatMessage(messages.privacy)} hint={formatMessage(messages.privacyHint)}>
      <dl className="space-y-3 rounded-lg bg-slate-50 p-4">
        <InfoRow label={formatMessage(messages.accountEmail)}>{email}</InfoRow>
        <InfoRow label={formatMessage(messages.authentication)}>{ENTRA_ID}</InfoRow>
        <InfoRow label={formatMessage(messages.currentSession)}>
          <span className="inline-flex flex-wrap items-center gap-2 sm:justify-end">
            <time data-testid="session-time" dateTime={sessionStart.toISOString()}>
              {sessionTime}
            </time>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <span className="h-1.5 w-1.5 rounded-full bg-emerald-600" aria-hidden />
              {formatMessage(messages.active)}
            </span>
          </span>
        </InfoRow>
      </dl>
      <div className="space-y-3">
        <div>
          <CheckboxRow label={formatMessage(messages.analytics)} checked={values.privacy.analytics} onChange={(analytics) => onChange({ privacy: { ...values.privacy, analytics } })} />
          <p className="ml-7 mt-1 text-xs text-slate-500" data-testid="analytics-note">
            {formatMessage(messages.analyticsNote)}
          </p>
        </div>
        <CheckboxRow label={formatMessage(messages.shareUsage)} checked={values.privacy.shareUsageWithAdmins} onChange={(shareUsageWithAdmins) => onChange({ privacy: { ...values.privacy, shareUsageWithAdmins } })} />
      </div>
      {userId && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <div>
            <h3 className="text-sm font-medium text-slate-900">{formatMessage(messages.personalData)}</h3>
            <p className="text-xs text-slate-500">{formatMessage(messages.personalDataHint)}</p>
          </div>
          <DownloadPersonalDataButton userId={userId} size="sm" />
        </div>
      )}
      <p className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {formatMessage(messages.microsoftNotice)}
      </p>
    </SettingsSection>
  );
}
