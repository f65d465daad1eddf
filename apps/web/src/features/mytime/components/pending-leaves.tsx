import { useState } from 'react';
import { InactiveBadge } from '../../../components/inactive-badge';
import toast from 'react-hot-toast';
import { Check, X } from 'lucide-react';
import type { PendingLeaveRequest } from '@apps/contracts/mytime/leave';
import { formatDateRange } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LineGroupSections, ViaLabel } from '../../../components/line-groups';
import { Spinner } from '../../../components/spinner';
import { useLineGroups } from '../../../lib/people/use-line-groups';
import { errorMessage } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/intl';
import { useApproveLeaveRequest } from '../api/approve-leave-request';
import { useRejectLeaveRequest } from '../api/reject-leave-request';
import { approvalsScreenTexts } from '../approval-texts';
import { approvalMessages } from '../leave.messages';
import { halfDayText, leaveLengthText, leaveTypeLabel } from '../leave-texts';
import { commonMessages } from '../timesheet.messages';
import { LeaveApprovalContextPanel } from './leave-approval-context';
import { RejectDialog } from './reject-dialog';

/**
 * Pending leave requests of others with Approve and Reject (managers approve leave too), grouped by
 * the approver's direct reports. Each shows its half of a half day and,
 * beside the buttons, the requester's balance and who else of the team is away (`LeaveApprovalContextPanel`).
 */
export function PendingLeaves({ requests, approverId }: { requests: PendingLeaveRequest[]; approverId: string }) {
  const approve = useApproveLeaveRequest();
  const reject = useRejectLeaveRequest();
  const [rejecting, setRejecting] = useState<PendingLeaveRequest | null>(null);
  const { isPending: grouping, groups } = useLineGroups(approverId, requests);
  const intl = useI18n();
  const A = approvalsScreenTexts(intl);
  const unknown = intl.formatMessage(commonMessages.unknown);

  if (requests.length === 0) return <Card><EmptyState title={A.empty} /></Card>;

  const onApprove = async (request: PendingLeaveRequest) => {
    try {
      await approve.mutateAsync({ leaveId: request.id, approverId });
      toast.success(A.leaveApproved);
    } catch (error) {
      toast.error(`${A.leaveApproveFailed}: ${errorMessage(error)}`);
    }
  };
  const onReject = async (request: PendingLeaveRequest, reason: string) => {
    try {
      await reject.mutateAsync({ leaveId: request.id, rejectorId: approverId, reason });
      toast.success(A.leaveRejected);
      setRejecting(null);
    } catch (error) {
      toast.error(`${A.leaveRejectFailed}: ${errorMessage(error)}`);
      throw error; // the dialog shows the server's message under the reason
    }
  };

  const row = (request: PendingLeaveRequest, via: readonly string[]) => {
    const half = halfDayText(intl, request.halfDay);
    const type = leaveTypeLabel(intl, request.leaveType);
    const label = `${request.employeeName ?? unknown}, ${type} ${formatDateRange(request.startDate, request.endDate)}${half ? ` (${half})` : ''}`;
    return (
      <li key={request.id} className="flex flex-wrap items-start gap-3 px-5 py-4" data-testid="pending-leave">
        {/* At least 18rem wide: on a phone the buttons go below the request and its context. */}
        <div className="min-w-0 flex-1 basis-72">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            {request.employeeName ?? unknown} <InactiveBadge isActive={request.employeeActive} />
          </p>
          <ViaLabel via={via} />
          <p className="text-sm text-slate-700">
            {type} · {formatDateRange(request.startDate, request.endDate)} · {leaveLengthText(intl, request)}
          </p>
          <p className="mt-1 text-sm text-slate-500 [overflow-wrap:anywhere]">{request.reason}</p>
          <LeaveApprovalContextPanel request={request} />
        </div>
        <div className="flex gap-2">
          <Button variant="success" size="sm" onClick={() => void onApprove(request)} disabled={approve.isPending} aria-label={intl.formatMessage(approvalMessages.approveNamed, { request: label })}>
            <Check className="h-4 w-4" aria-hidden /> {A.approve}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setRejecting(request)} aria-label={intl.formatMessage(approvalMessages.rejectNamed, { request: label })}>
            <X className="h-4 w-4" aria-hidden /> {A.reject}
          </Button>
        </div>
      </li>
    );
  };

  return (
    <Card>
      <div role="region" aria-label={A.pendingLeaveRequests}>
        {grouping ? (
          <Spinner />
        ) : (
          <LineGroupSections groups={groups} idPrefix="pending-leaves" className="border-b border-slate-100 last:border-b-0" headingClassName="bg-slate-50 px-5 py-2">
            {(group) => <ul className="divide-y divide-slate-100">{group.items.map(({ item, via }) => row(item, via))}</ul>}
          </LineGroupSections>
        )}
      </div>
      {rejecting && (
        <RejectDialog
          title={intl.formatMessage(approvalMessages.rejectLeaveTitle, { name: rejecting.employeeName ?? unknown })}
          isLoading={reject.isPending}
          onReject={(reason) => onReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </Card>
  );
}
