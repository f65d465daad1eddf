import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Check, X } from 'lucide-react';
import type { PendingTimesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange, formatDateTime } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LineGroupSections, ViaLabel } from '../../../components/line-groups';
import { Spinner } from '../../../components/spinner';
import { useLineGroups } from '../../../lib/people/use-line-groups';
import { useApproveTimesheet } from '../api/approve-timesheet';
import { useRejectTimesheet } from '../api/reject-timesheet';
import { formatNumber } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { HourTotalsRow } from './hour-totals';
import { RejectDialog } from './reject-dialog';
import { TimeOffGridRows, TimeOffSummary } from './time-off-rows';
import { WeekGrid } from './week-grid';
import { WEEK_TEXTS } from '../timesheet-week-texts';

const A = MYTIME_TEXTS.approvals;

/**
 * Pending timesheets with a detail panel (employee, totals, and the week grid the employee saw,
 * read-only, with the week's time-off rows), Approve and Reject (SPEC.md
 * section 2 "Approvals"); the list is grouped by the approver's direct reports (issue 15, decision 0058).
 */
export function PendingTimesheets({ timesheets, approverId }: { timesheets: PendingTimesheet[]; approverId: string }) {
  // A notification links here with `?timesheetId=` (issue 17): that timesheet opens first.
  const linkedId = useSearchParams()[0].get('timesheetId');
  const [chosenId, setChosenId] = useState<string | null>(linkedId);
  useEffect(() => {
    if (linkedId) setChosenId(linkedId);
  }, [linkedId]);
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveTimesheet();
  const reject = useRejectTimesheet();
  const { isPending: grouping, groups } = useLineGroups(approverId, timesheets);
  const selected = timesheets.find((s) => s.id === chosenId) ?? groups[0]?.items[0]?.item ?? timesheets[0] ?? null;

  if (timesheets.length === 0) return <Card><EmptyState title={A.empty} /></Card>;

  const onApprove = async (sheet: PendingTimesheet) => {
    try {
      await approve.mutateAsync({ timesheetId: sheet.id, approverId });
      toast.success(A.approved);
      setChosenId(null);
    } catch {
      toast.error(A.approveFailed);
    }
  };
  const onReject = async (sheet: PendingTimesheet, reason: string) => {
    try {
      await reject.mutateAsync({ timesheetId: sheet.id, rejectorId: approverId, reason });
      toast.success(A.rejected);
      setRejecting(false);
      setChosenId(null);
    } catch (error) {
      toast.error(A.rejectFailed);
      throw error; // the dialog shows the server's message under the reason
    }
  };

  return (
    <div className="grid items-start gap-6 grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Card className="overflow-hidden" aria-label={A.pendingTimesheets} role="region">
        {grouping ? (
          <Spinner />
        ) : (
          <LineGroupSections groups={groups} idPrefix="pending-timesheets" className="border-b border-slate-100 last:border-b-0" headingClassName="bg-slate-50 px-4 py-2">
            {(group) => (
              <ul className="divide-y divide-slate-100">
                {group.items.map(({ item: sheet, via }) => (
                  <li key={sheet.id}>
                    <button
                      type="button"
                      aria-current={sheet.id === selected?.id}
                      onClick={() => setChosenId(sheet.id)}
                      className={`w-full px-4 py-3 text-left hover:bg-slate-50 ${sheet.id === selected?.id ? 'bg-blue-50' : ''}`}
                    >
                      <span className="block truncate text-sm font-medium text-slate-900">{sheet.employeeName ?? 'Unknown'}</span>
                      <ViaLabel via={via} />
                      <span className="block text-xs text-slate-600">
                        {formatDateRange(sheet.weekStartDate, sheet.weekEndDate)} · {formatNumber(sheet.totalHours)} h
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </LineGroupSections>
        )}
      </Card>
      {selected && (
        <Card data-testid="approval-detail">
          <CardHeader
            title={selected.employeeName ?? 'Unknown'}
            description={A.weekSubmitted(formatDateRange(selected.weekStartDate, selected.weekEndDate), selected.submittedAt ? formatDateTime(selected.submittedAt) : null)}
            action={
              <div className="flex flex-wrap gap-2">
                <Button variant="success" onClick={() => void onApprove(selected)} isLoading={approve.isPending}>
                  <Check className="h-4 w-4" aria-hidden /> {A.approve}
                </Button>
                <Button variant="danger" onClick={() => setRejecting(true)}>
                  <X className="h-4 w-4" aria-hidden /> {A.reject}
                </Button>
              </div>
            }
          />
          <div className="space-y-4 p-5">
            <HourTotalsRow totals={selected} />
            <WeekGrid
              key={selected.id}
              timesheet={selected}
              projects={[]}
              readOnly
              description={WEEK_TEXTS.approverGrid}
              readOnlyRows={(slot) => <TimeOffGridRows timesheetId={selected.id} slot={slot} />}
              readOnlySummary={<TimeOffSummary timesheetId={selected.id} />}
            />
          </div>
        </Card>
      )}
      {rejecting && selected && (
        <RejectDialog
          title={`Reject timesheet of ${selected.employeeName ?? 'Unknown'}`}
          isLoading={reject.isPending}
          onReject={(reason) => onReject(selected, reason)}
          onClose={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
