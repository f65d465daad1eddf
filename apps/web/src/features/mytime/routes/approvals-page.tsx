import { useState } from 'react';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { TabList, TabPanel } from '../../../components/tabs';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { canApprove } from '../access';
import { usePendingLeaveRequests } from '../api/get-pending-leave-requests';
import { usePendingTimesheets } from '../api/get-pending-timesheets';
import { PendingLeaves } from '../components/pending-leaves';
import { PendingTimesheets } from '../components/pending-timesheets';
import { PermissionNotice } from '../components/permission-notice';
import { MYTIME_TEXTS } from '../texts';

type Tab = 'timesheets' | 'leave';

function Approvals({ approverId }: { approverId: string }) {
  const [tab, setTab] = useState<Tab>('timesheets');
  const timesheets = usePendingTimesheets(approverId);
  const leaves = usePendingLeaveRequests(approverId);
  const tabs: Array<{ id: Tab; label: string; count: number | undefined }> = [
    { id: 'timesheets', label: 'Timesheets', count: timesheets.data?.length },
    { id: 'leave', label: 'Leave Requests', count: leaves.data?.length },
  ];
  const current = tab === 'timesheets' ? timesheets : leaves;

  return (
    <div>
      <PageHeader title={MYTIME_TEXTS.approvals.title} subtitle={MYTIME_TEXTS.approvals.subtitle} />
      <TabList label={MYTIME_TEXTS.approvals.title} idPrefix="approvals" tabs={tabs} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="approvals" selected={tab}>
        {current.isError && <ErrorBanner error={toBannerError(current.error)} />}
        {current.isPending ? (
          <Spinner />
        ) : tab === 'timesheets' ? (
          <PendingTimesheets timesheets={timesheets.data ?? []} approverId={approverId} />
        ) : (
          <PendingLeaves requests={leaves.data ?? []} approverId={approverId} />
        )}
      </TabPanel>
    </div>
  );
}

/** /mytime/approvals (SPEC.md sections 2 and 6): approvers only; others see the permission message. */
export function ApprovalsPage() {
  const userRoles = useAuthStore((s) => s.userRoles);
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const me = useAuthStore((s) => s.user);
  if (!canApprove(userRoles)) return loading ? <Spinner label="Loading your permissions..." /> : <PermissionNotice message={MYTIME_TEXTS.approvals.noPermission} />;
  if (!me) return <Spinner />;
  return <Approvals approverId={me.id} />;
}
