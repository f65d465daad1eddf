import { useState } from 'react';
import { TabList, TabPanel } from '../../../components/tabs';
import { PageHeader } from '../../../components/page-header';
import { ExportButton } from '../components/export-button';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { approvesTimesheets } from '@apps/contracts/mytime/mytime.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { usePendingLeaveRequests } from '../api/get-pending-leave-requests';
import { usePendingTimesheets } from '../api/get-pending-timesheets';
import { PendingLeaves } from '../components/pending-leaves';
import { PendingTimesheets } from '../components/pending-timesheets';
import { PermissionNotice } from '../components/permission-notice';
import { approvalsScreenTexts } from '../approval-texts';
import { approvalMessages } from '../leave.messages';
import { commonMessages, exportMessages } from '../timesheet.messages';

type Tab = 'timesheets' | 'leave';

function Approvals({ approverId }: { approverId: string }) {
  const [tab, setTab] = useState<Tab>('timesheets');
  const timesheets = usePendingTimesheets(approverId);
  const leaves = usePendingLeaveRequests(approverId);
  const intl = useI18n();
  const { formatMessage } = intl;
  const A = approvalsScreenTexts(intl);
  const tabs: Array<{ id: Tab; label: string; count: number | undefined }> = [
    { id: 'timesheets', label: formatMessage(approvalMessages.timesheetsTab), count: timesheets.data?.length },
    { id: 'leave', label: formatMessage(approvalMessages.leaveRequestsTab), count: leaves.data?.length },
  ];

  return (
    <div>
      <PageHeader title={A.title} subtitle={A.subtitle} actions={<ExportButton label={formatMessage(exportMessages.exportTeam)} allowSummary />} />
      <TabList label={A.title} idPrefix="approvals" tabs={tabs} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="approvals" selected={tab}>
        {tab === 'timesheets' ? (
          <QueryContent query={timesheets} errorClassName="">
            {(list) => <PendingTimesheets timesheets={list} approverId={approverId} />}
          </QueryContent>
        ) : (
          <QueryContent query={leaves} errorClassName="">
            {(list) => <PendingLeaves requests={list} approverId={approverId} />}
          </QueryContent>
        )}
      </TabPanel>
    </div>
  );
}

/** /mytime/approvals: approvers only; others see the permission message. */
export function ApprovalsPage() {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const me = useAuthStore((s) => s.user);
  const intl = useI18n();
  if (!approvesTimesheets(subject)) return loading ? <Spinner label={intl.formatMessage(commonMessages.loadingPermissions)} /> : <PermissionNotice message={approvalsScreenTexts(intl).noPermission} />;
  if (!me) return <Spinner />;
  return <Approvals approverId={me.id} />;
}
