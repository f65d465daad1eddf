import { useState } from 'react';
import toast from 'react-hot-toast';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { formatDateRange } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/intl';
import { useCancelLeaveRequest } from '../api/cancel-leave-request';
import { leaveMessages } from '../leave.messages';
import { leaveLengthText, leaveScreenTexts, leaveTypeLabel } from '../leave-texts';
import { StatusBadge } from './status-badge';

/** My leave requests with Cancel on Pending ones and the rejection reason shown. */
export function LeaveRequestList({ requests }: { requests: LeaveRequest[] }) {
  const cancel = useCancelLeaveRequest();
  const [pending, setPending] = useState<LeaveRequest | null>(null);
  const intl = useI18n();
  const L = leaveScreenTexts(intl);
  if (requests.length === 0) return <EmptyState title={L.empty} />;

  const confirm = async () => {
    if (!pending) return;
    try {
      await cancel.mutateAsync(pending.id);
      toast.success(L.cancelled);
    } catch (error) {
      toast.error(`${L.cancelFailed}: ${errorMessage(error)}`);
    }
    setPending(null);
  };

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={L.myRequests}>
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-start gap-3 px-5 py-4" data-testid="leave-request">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                {leaveTypeLabel(intl, request.leaveType)} <StatusBadge status={request.status} />
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                {formatDateRange(request.startDate, request.endDate)} · {leaveLengthText(intl, request)}
              </p>
              <p className="mt-1 text-sm text-slate-500 [overflow-wrap:anywhere]">{request.reason}</p>
              {request.status === 'Rejected' && request.rejectionReason && (
                <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 [overflow-wrap:anywhere]">
                  <span className="font-medium">{L.rejectionReason}:</span> {request.rejectionReason}
                </p>
              )}
            </div>
            {request.status === 'Pending' && (
              <Button variant="secondary" size="sm" onClick={() => setPending(request)} aria-label={intl.formatMessage(leaveMessages.cancelLeaveFrom, { dates: formatDateRange(request.startDate, request.endDate) })}>
                {L.cancel}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        type="warning"
        title={L.cancelTitle}
        message={L.cancelMessage}
        confirmText={L.cancelRequest}
        cancelText={L.keep}
        isLoading={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
