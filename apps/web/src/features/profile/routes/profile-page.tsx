import { useEffect, useMemo, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useUserRoles } from '../api/get-user-roles';
import { DelegationsCard } from '../components/delegations-card';
import { OverviewTab } from '../components/overview-tab';
import { ProfileHeader } from '../components/profile-header';
import { TabList, TabPanel, type TabItem } from '../../../components/tabs';
import { ReportingLineCard } from '../components/reporting-line-card';
import { RolesTab } from '../components/roles-tab';
import { useI18n } from '../../../lib/i18n/intl';
import { profileMessages as m } from '../messages';

type Tab = 'overview' | 'roles';

/**
 * /profile: the signed-in person's header, and the tabs Overview and
 * Roles & Permissions (local view state). The user comes from sign-in (`POST /v1/auth/login`); the
 * roles are read again from `GET /v1/users/{id}/roles`, showing those loaded at sign-in meanwhile.
 * Below the spec's sections: the reporting line (reports to, direct reports) and delegation.
 */
export function ProfilePage() {
  const { formatMessage } = useI18n();
  const tabs: ReadonlyArray<TabItem<Tab>> = [
    { id: 'overview', label: formatMessage(m.tabOverview) },
    { id: 'roles', label: formatMessage(m.tabRoles) },
  ];
  const user = useAuthStore((s) => s.user);
  const account = useAuthStore((s) => s.azureAccount);
  const storedRoles = useAuthStore((s) => s.roles);
  const storedUserRoles = useAuthStore((s) => s.userRoles);
  const loadingSession = useAuthStore((s) => s.isLoadingRoles);
  const [tab, setTab] = useState<Tab>('overview');

  const placeholder = useMemo(() => ({ roles: storedRoles, userRoles: storedUserRoles }), [storedRoles, storedUserRoles]);
  const rolesQuery = useUserRoles(user?.id, placeholder);
  const { roles, userRoles } = rolesQuery.data ?? placeholder;

  useEffect(() => {
    // Silent like the rest of the session load: the roles from sign-in stay shown.
    if (rolesQuery.isError) console.warn('Failed to refresh roles for the profile', rolesQuery.error);
  }, [rolesQuery.isError, rolesQuery.error]);

  if (!user && loadingSession) return <Spinner label={formatMessage(m.loadingProfile)} />;

  const name = user?.name ?? account?.name ?? null;
  const email = user?.email ?? account?.username ?? '';
  return (
    <div className="space-y-6">
      <ProfileHeader name={name} email={email} avatarUrl={user?.avatarUrl} createdAt={user?.createdAt} azureId={user?.azureId} />
      <TabList label={formatMessage(m.title)} idPrefix="profile" tabs={tabs} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="profile" selected={tab}>
        {tab === 'overview' ? (
          <OverviewTab name={name} email={email} azureId={user?.azureId} createdAt={user?.createdAt} userRoles={userRoles} />
        ) : (
          <RolesTab userRoles={userRoles} roles={roles} />
        )}
      </TabPanel>
      {user && <ReportingLineCard userId={user.id} />}
      {user && <DelegationsCard userId={user.id} />}
    </div>
  );
}
