import { memo, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { TabList, TabPanel } from '../../../components/tabs';
import { LoadError } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { managesUsers } from '@apps/contracts/core/users.policy';
import { isApiClientConfigured } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { subjectOf, useSubject } from '../../../lib/auth/use-subject';
import { queryClient } from '../../../lib/query-client';
import { emailStatusQueryOptions } from '../api/get-email-status';
import { microsoftStatusQueryOptions } from '../api/get-microsoft-status';
import { getRolesQueryOptions, useRoles } from '../api/get-roles';
import { getUserRoleAssignmentsQueryOptions, useUserRoleAssignments } from '../api/get-user-role-assignments';
import { getUsersQueryOptions, useUsers } from '../api/get-users';
import { EmailStatusNotice } from '../components/email-status-notice';
import { MicrosoftStatusNotice } from '../components/microsoft-status-notice';
import { loadQuickAssignForm, ManageRolesTab } from '../components/manage-roles-tab';
import { ImportPeopleTab } from '../components/import-people-tab';
import { ManageUsersTab } from '../components/manage-users-tab';
import { ProvisioningTab } from '../components/provisioning-tab';
import { useAdminTexts } from '../texts';

const TABS = ['roles', 'users', 'import', 'provisioning'] as const;
type Tab = (typeof TABS)[number];

function AccessDenied() {
  const ADMIN = useAdminTexts();
  return (
    <Card className="mx-auto mt-8 max-w-lg p-10 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-500" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{ADMIN.accessDenied}</h1>
      <p className="mt-2 text-sm text-slate-600">{ADMIN.accessDeniedMessage}</p>
    </Card>
  );
}

/**
 * The tabs. Memoised (no props): the page above re-renders when the session reload clears the loading
 * flag or replaces the roles, and without it every user card re-rendered with it.
 */
const Management = memo(function Management() {
  const ADMIN = useAdminTexts();
  // A link may open a tab and a person (`?tab=users&userId=...`, from an access request's notification).
  const [params] = useSearchParams();
  const linkedUserId = params.get('userId');
  const [tab, setTab] = useState<Tab>(() => TABS.find((id) => id === params.get('tab')) ?? (linkedUserId ? 'users' : 'roles'));
  // The whole list only for Manage Roles' picker; Manage Users searches and pages.
  const users = useUsers({ enabled: tab === 'roles' });
  const roles = useRoles();
  const assignments = useUserRoleAssignments();
  const failed = users.isError || roles.isError || assignments.isError;
  const usersPending = tab === 'roles' && users.isPending;

  // Manage Roles opens with the quick-assign form: its chunk loads beside the lists, not after them.
  useEffect(() => {
    // A failed load shows where the form renders (the lazy component asks again).
    loadQuickAssignForm().catch(() => {});
  }, []);

  useEffect(() => {
    if (failed) toast.error(ADMIN.loadFailed, { id: 'admin-load-failed' });
  }, [failed, ADMIN]);

  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'roles', label: ADMIN.tabRoles },
    { id: 'users', label: ADMIN.tabUsers },
    { id: 'import', label: ADMIN.importPeople.tab },
    { id: 'provisioning', label: ADMIN.tabProvisioning },
  ];
  return (
    <div>
      <PageHeader title={ADMIN.title} subtitle={ADMIN.subtitle} />
      <EmailStatusNotice />
      <MicrosoftStatusNotice />
      <TabList label={ADMIN.title} idPrefix="admin" tabs={tabs} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="admin" selected={tab}>
        {tab === 'provisioning' ? (
          <ProvisioningTab />
        ) : tab === 'import' ? (
          <ImportPeopleTab />
        ) : failed ? (
          <LoadError
            error={users.error ?? roles.error ?? assignments.error}
            isRetrying={users.isFetching || roles.isFetching || assignments.isFetching}
            onRetry={() => {
              for (const query of [users, roles, assignments]) if (query.isError) void query.refetch();
            }}
          />
        ) : usersPending || roles.isPending || assignments.isPending ? (
          <Spinner label={ADMIN.loadingUsers} />
        ) : tab === 'roles' ? (
          <ManageRolesTab users={users.data ?? []} roles={roles.data ?? []} assignments={assignments.data ?? []} />
        ) : (
          <ManageUsersTab assignments={assignments.data ?? []} initialUserId={linkedUserId} />
        )}
      </TabPanel>
    </div>
  );
});

/** User Management at /admin/users: Admin only; others see Access Denied. */
export function UserManagementPage() {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const ADMIN = useAdminTexts();
  if (!managesUsers(subject)) return loading ? <Spinner label={ADMIN.loadingPermissions} /> : <AccessDenied />;
  return <Management />;
}

/**
 * The route's loader (React Router runs it with the route's code, before the screen's first render):
 * for a person who manages users (by the session in the store), it starts the reads the first tab shows
 * (the e-mail and Microsoft 365 notices, the users, roles and role assignments) without waiting for them, so they leave
 * before React has rendered and mounted the screen rather than from its effects (the e-mail
 * notice is the screen's largest paint). The screen's queries then find them under way or done.
 * Never throws and returns no data: a failed read shows where it always did. Starts nothing before the
 * identity client has wired the API client's token (`isApiClientConfigured`), or the reads would be 401s.
 */
export function userManagementLoader(): null {
  if (!isApiClientConfigured()) return null;
  const { user, userRoles, delegators } = useAuthStore.getState();
  if (!managesUsers(subjectOf(user?.id, userRoles, delegators))) return null;
  void queryClient.prefetchQuery(emailStatusQueryOptions());
  void queryClient.prefetchQuery(microsoftStatusQueryOptions());
  void queryClient.prefetchQuery(getUsersQueryOptions());
  void queryClient.prefetchQuery(getRolesQueryOptions());
  void queryClient.prefetchQuery(getUserRoleAssignmentsQueryOptions());
  return null;
}
