import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Check, X } from 'lucide-react';
import { UNDO_TOAST_SECONDS } from '@apps/contracts/mytime/timesheet.values';
import type { BulkRefusal, PendingTimesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange, formatDateTime } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LineGroupSections, ViaLabel } from '../../../components/line-groups';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useLineGroups } from '../../../lib/people/use-line-groups';
import { InactiveBadge } from '../../../components/inactive-badge';
import { ApiError } from '../../../lib/api-client';
import { useApproveTimesheet } from '../api/approve-timesheet';
import { useTimesheet } from '../api/get-timesheet';
import { useBulkApproveTimesheets } from '../api/bulk-approve-timesheets';
import { useUndoTimesheetApproval } from '../api/undo-timesheet-approval';
import { useI18n } from '../../../lib/i18n/intl';
import { approvalsScreenTexts, approvalTexts, type ApprovalTexts } from '../approval-texts';
import { approvalMessages } from '../leave.messages';
import { ApproveDialog } from './approve-dialog';
import { useRejectTimesheet } from '../api/reject-timesheet';
import { formatNumber } from '../local-dates';
import { commonMessages } from '../timesheet.messages';
import { HourTotalsRow } from './hour-totals';
import { RejectDialog } from './reject-dialog';
import { TimeOffGridRows, TimeOffSummary } from './time-off-rows';
import { WeekGrid } from './week-grid';
import { WEEK_TEXTS } from '../timesheet-week-texts';

/** A refused timesheet of a bulk approval as the approver reads it: who, which week, why. */
function refusalText(AT: ApprovalTexts, unknown: string, refusal: BulkRefusal, timesheets: readonly PendingTimesheet[]): string {
  const sheet = timesheets.find((s) => s.id === refusal.id);
  return sheet ? AT.refusedItem(sheet.employeeName ?? unknown, formatDateRange(sheet.weekStartDate, sheet.weekEndDate), refusal.reason) : refusal.reason;
}

/**
 * The week grid of a submitted timesheet as its employee saw it, read-only, with the week's time-off
 * rows. The pending list comes without entries (`entries=false`): the opened timesheet is read whole
 * here (`GET /v1/mytime/timesheets/{id}`), with a spinner meanwhile and Retry when that read fails.
 */
function SubmittedWeek({ timesheetId }: { timesheetId: string }) {
  const timesheet = useTimesheet(timesheetId);
  return (
    <QueryContent query={timesheet}>
      {(sheet) => (
        <WeekGrid
          timesheet={sheet}
          projects={[]}
          readOnly
          description={WEEK_TEXTS.approverGrid}
          readOnlyRows={(slot) => <TimeOffGridRows timesheetId={sheet.id} slot={slot} />}
          readOnlySummary={<TimeOffSummary timesheetId={sheet.id} />}
        />
      )}
    </QueryContent>
  );
}

/**
 * Pending timesheets with a detail panel (employee, totals, and the week grid the employee saw,
 * read-only, with the week's time-off rows), Approve and Reject (SPEC.md
 * section 2 "Approvals"); the list is grouped by the approver's direct reports.
 * Approve asks for an optional comment and offers Undo for `UNDO_TOAST_SECONDS`; rows have checkboxes
 * and "Approve selected (n)" approves them together (the answer says which were refused and why).
 * Deactivated people are marked "Inactive".
 */
export function PendingTimesheets({ timesheets, approverId }: { timesheets: PendingTimesheet[]; approverId: string }) {
  const intl = useI18n();
  const AT = approvalTexts(intl);
  const A = approvalsScreenTexts(intl);
  const unknown = intl.formatMessage(commonMessages.unknown);
  // A notification links here with `?timesheetId=`: that timesheet opens first.
  const linkedId = useSearchParams()[0].get('timesheetId');
  const [chosenId, setChosenId] = useState<string | null>(linkedId);
  useEffect(() => {
    if (linkedId) setChosenId(linkedId);
  }, [linkedId]);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState<'one' | 'selected' | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<string[]>([]);
  const approve = useApproveTimesheet();
  const bulkApprove = useBulkApproveTimesheets();
  const undo = useUndoTimesheetApproval();
  const reject = useRejectTimesheet();
  // Only timesheets still in the list stay selected (a decided one leaves it).
  const selectedIds = timesheets.filter((s) => checked.has(s.id)).map((s) => s.id);
  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChecked = timesheets.length > 0 && selectedIds.length === timesheets.length;
  const { isPending: grouping, groups } = useLineGroups(approverId, timesheets);
  const selected = timesheets.find((s) => s.id === chosenId) ?? groups[0]?.items[0]?.item ?? timesheets[0] ?? null;

  // The refusals of the last bulk approval stay in view, also when nothing is left to decide.
  const refusedPanel = refused.length > 0 && (
    <div role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{AT.bulkRefused(refused.length)}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
        {refused.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );

  if (timesheets.length === 0) {
    return (
      <Card className="overflow-hidden" aria-label={A.pendingTimesheets} role="region">
        {refusedPanel}
        <EmptyState title={A.empty} />
      </Card>
    );
  }

  const onUndo = async (sheet: PendingTimesheet) => {
    try {
      await undo.mutateAsync(sheet.id);
      toast.success(AT.undone);
      setChosenId(sheet.id);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : AT.undoFailed);
    }
  };
  const onApprove = async (sheet: PendingTimesheet, comment: string | undefined) => {
    try {
      await approve.mutateAsync({ timesheetId: sheet.id, approverId, comment });
    } catch (error) {
      toast.error(A.approveFailed);
      throw error; // the dialog shows the server's message under the comment
    }
    setApproving(null);
    setChosenId(null);
    toast.success(
      (shown) => (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{A.approved}</span>
          <button
            type="button"
            className="rounded px-1 font-semibold text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-500"
            onClick={() => {
              toast.dismiss(shown.id);
              void onUndo(sheet);
            }}
          >
            {AT.undo}
          </button>
        </span>
      ),
      { duration: UNDO_TOAST_SECONDS * 1000 },
    );
  };
  const onApproveSelected = async (comment: string | undefined) => {
    try {
      const result = await bulkApprove.mutateAsync({ ids: selectedIds, comment });
      setApproving(null);
      setRefused(result.refused.map((r) => refusalText(AT, unknown, r, timesheets)));
      setChecked(new Set(result.refused.map((r) => r.id)));
      if (result.approved.length > 0) toast.success(AT.bulkApproved(result.approved.length));
      if (result.approved.includes(chosenId ?? '')) setChosenId(null);
    } catch (error) {
      toast.error(AT.bulkFailed);
      throw error;
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
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={allChecked}
              ref={(box) => {
                if (box) box.indeterminate = selectedIds.length > 0 && !allChecked;
              }}
              onChange={() => setChecked(allChecked ? new Set() : new Set(timesheets.map((s) => s.id)))}
            />
            {AT.selectAll}
          </label>
          <Button size="sm" variant="success" disabled={selectedIds.length === 0} onClick={() => setApproving('selected')}>
            <Check className="h-4 w-4" aria-hidden /> {AT.approveSelected(selectedIds.length)}
          </Button>
        </div>
        {refusedPanel}
        {grouping ? (
          <Spinner />
        ) : (
          <LineGroupSections groups={groups} idPrefix="pending-timesheets" className="border-b border-slate-100 last:border-b-0" headingClassName="bg-slate-50 px-4 py-2">
            {(group) => (
              <ul className="divide-y divide-slate-100">
                {group.items.map(({ item: sheet, via }) => (
                  <li key={sheet.id} className={`flex items-start ${sheet.id === selected?.id ? 'bg-blue-50' : ''}`}>
                    {/* The label around the box is its 44 px touch target (WCAG 2.5.8). */}
                    <label className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center self-start pl-2">
                      <input
                        type="checkbox"
                        className="h-4 w-4 rounded border-slate-300"
                        aria-label={AT.select(sheet.employeeName ?? unknown, formatDateRange(sheet.weekStartDate, sheet.weekEndDate))}
                        checked={checked.has(sheet.id)}
                        onChange={() => toggle(sheet.id)}
                      />
                    </label>
                    <button
                      type="button"
                      aria-current={sheet.id === selected?.id}
                      onClick={() => setChosenId(sheet.id)}
                      className="min-w-0 flex-1 py-3 pl-1 pr-3 text-left hover:bg-slate-50"
                    >
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate text-sm font-medium text-slate-900">{sheet.employeeName ?? unknown}</span>
                        <InactiveBadge isActive={sheet.employeeActive} />
                      </span>
                      <ViaLabel via={via} />
                      <span className="block text-xs text-slate-600">
                        {formatDateRange(sheet.weekStartDate, sheet.weekEndDate)} · {intl.formatMessage(commonMessages.hoursValue, { hours: formatNumber(sheet.totalHours) })}
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
            title={
              <span className="flex flex-wrap items-center gap-2">
                {selected.employeeName ?? unknown} <InactiveBadge isActive={selected.employeeActive} />
              </span>
            }
            description={A.weekSubmitted(formatDateRange(selected.weekStartDate, selected.weekEndDate), selected.submittedAt ? formatDateTime(selected.submittedAt) : null)}
            action={
              <div className="flex flex-wrap gap-2">
                <Button variant="success" onClick={() => setApproving('one')} isLoading={approve.isPending}>
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
            <SubmittedWeek key={selected.id} timesheetId={selected.id} />
          </div>
        </Card>
      )}
      {approving === 'one' && selected && (
        <ApproveDialog
          title={AT.approveOneTitle(selected.employeeName ?? unknown)}
          isLoading={approve.isPending}
          onApprove={(comment) => onApprove(selected, comment)}
          onClose={() => setApproving(null)}
        />
      )}
      {approving === 'selected' && (
        <ApproveDialog
          title={AT.approveManyTitle(selectedIds.length)}
          isLoading={bulkApprove.isPending}
          onApprove={(comment) => onApproveSelected(comment)}
          onClose={() => setApproving(null)}
        />
      )}
      {rejecting && selected && (
        <RejectDialog
          title={intl.formatMessage(approvalMessages.rejectTimesheetTitle, { name: selected.employeeName ?? unknown })}
          isLoading={reject.isPending}
          onReject={(reason) => onReject(selected, reason)}
          onClose={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
