import type { ReactNode } from 'react';
import { CheckCircle2, Layers, ShieldCheck } from 'lucide-react';
import type { UserRole } from '@apps/contracts/core/role';
import { Card, CardHeader } from '../../../components/card';
import { createdDateTime, distinctModuleCount } from '../profile-view';
import { useI18n } from '../../../lib/i18n/intl';
import { profileMessages as m } from '../messages';

function Field({ label, value, missing }: { label: string; value: ReactNode; missing: boolean }) {
  return (
    <div className="px-5 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className={`mt-1 break-all text-sm sm:col-span-2 sm:mt-0 ${missing ? 'italic text-slate-400' : 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}

function Stat({ icon: Icon, label, value, tone }: { icon: typeof Layers; label: string; value: ReactNode; tone: string }) {
  return (
    <div className="flex items-center gap-3 px-5 py-4">
      <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-lg font-semibold text-slate-900">{value}</p>
      </div>
    </div>
  );
}

export interface OverviewTabProps {
  name: string | null | undefined;
  email: string | null | undefined;
  azureId: string | null | undefined;
  /** ISO 8601 timestamp. */
  createdAt: string | null | undefined;
  userRoles: readonly UserRole[];
}

/**
 * The Overview tab: Account Information with 'Not set' / 'Not
 * available' fallbacks, and Quick Stats: Total Roles (assignments), Modules Access (distinct module
 * values among them), Account Status (always 'Active': an inactive account cannot reach this page).
 */
export function OverviewTab({ name, email, azureId, createdAt, userRoles }: OverviewTabProps) {
  const { formatMessage } = useI18n();
  const created = createdDateTime(createdAt);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader title={formatMessage(m.accountInformation)} />
        <dl className="divide-y divide-slate-100">
          <Field label={formatMessage(m.fullName)} value={name?.trim() || formatMessage(m.notSet)} missing={!name?.trim()} />
          <Field label={formatMessage(m.emailAddress)} value={email || formatMessage(m.notSet)} missing={!email} />
          <Field label={formatMessage(m.entraObjectId)} value={azureId || formatMessage(m.notAvailable)} missing={!azureId} />
          <Field label={formatMessage(m.accountCreated)} value={created ?? formatMessage(m.notAvailable)} missing={!created} />
        </dl>
      </Card>
      <Card>
        <CardHeader title={formatMessage(m.quickStats)} />
        <div className="divide-y divide-slate-100" data-testid="quick-stats">
          <Stat icon={ShieldCheck} label={formatMessage(m.totalRoles)} value={userRoles.length} tone="bg-blue-100 text-blue-700" />
          <Stat icon={Layers} label={formatMessage(m.modulesAccess)} value={distinctModuleCount(userRoles)} tone="bg-violet-100 text-violet-700" />
          <Stat
            icon={CheckCircle2}
            label={formatMessage(m.accountStatus)}
            value={<span className="text-emerald-700">{formatMessage(m.active)}</span>}
            tone="bg-emerald-100 text-emerald-700"
          />
        </div>
      </Card>
    </div>
  );
}
