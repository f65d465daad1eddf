import { useState } from 'react';
import toast from 'react-hot-toast';
import { Check, X } from 'lucide-react';
import { LEAVE_TYPE_LABELS, type LeaveRequest } from '@apps/contracts/mytime/leave';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useApproveLeaveRequest } from '../api/approve-leave-request';
import { useRejectLeaveRequest } from '../api/reject-leave-request';
import { formatNumber, formatRange } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { RejectDialog } from './reject-dialog';

const A = MYTIME_TEXTS.approvals;

/** Pending leave requests of others with Approve and Reject (managers approve leave too). */
export function PendingLeaves({ requests, approverId }: { requests: LeaveRequest[]; approverId: string }) {
  const approve = useApproveLeaveRequest();
  const reject = useRejectLeaveRequest();
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);

  if (requests.length === 0) return <Card><EmptyState title={A.empty} /></Card>;

  const onApprove = async (request: LeaveRequest) => {
    try {
      await approve.mutateAsync({ leaveId: request.id, approverId });
      toast.success(A.leaveApproved);
    } catch (error) {
      toast.error(`${A.leaveApproveFailed}: ${errorMessage(error)}`);
    }
  };
  const onReject = async (request: LeaveRequest, reason: string) => {
    try {
      await reject.mutateAsync({ leaveId: request.id, rejectorId: approverId, reason });
      toast.success(A.leaveRejected);
      setRejecting(null);
    } catch (error) {
      toast.error(`${A.leaveRejectFailed}: ${errorMessage(error)}`);
      throw error; // the dialog shows the server's message under the reason
    }
  };

  return (
    <Card>
      <ul className="divide-y divide-slate-100" aria-label={A.pendingLeaveRequests}>
        {requests.map((request) => {
          const label = `${request.employeeName ?? 'Unknown'}, ${LEAVE_TYPE_LABELS[request.leaveType]} ${formatRange(request.startDate, request.endDate)}`;
          return (
            <li key={request.id} className="flex flex-wrap items-start gap-3 px-5 py-4" data-testid="pending-leave">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-slate-900">{request.employeeName ?? 'Unknown'}</p>
                <p className="text-sm text-slate-700">
                  {LEAVE_TYPE_LABELS[request.leaveType]} · {formatRange(request.startDate, request.endDate)} · {MYTIME_TEXTS.leave.dayCount(formatNumber(request.totalDays))}
                </p>
                <p className="mt-1 text-sm text-slate-500 [overflow-wrap:anywhere]">{request.reason}</p>
              </div>
              <div className="flex gap-2">
                <Button variant="success" size="sm" onClick={() => void onApprove(request)} disabled={approve.isPending} aria-label={`Approve ${label}`}>
                  <Check className="h-4 w-4" aria-hidden /> {A.approve}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setRejecting(request)} aria-label={`Reject ${label}`}>
                  <X className="h-4 w-4" aria-hidden /> {A.reject}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {rejecting && (
        <RejectDialog
          title={`Reject leave of ${rejecting.employeeName ?? 'Unknown'}`}
          isLoading={reject.isPending}
          onReject={(reason) => onReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </Card>
  );
}
