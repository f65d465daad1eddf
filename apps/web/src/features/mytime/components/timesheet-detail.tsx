import { lazy, Suspense } from 'react';
import { APPROVAL_TEXTS } from '../approval-texts';
import toast from 'react-hot-toast';
import { AlertTriangle, Send } from 'lucide-react';
import type { Project } from '@apps/contracts/mytime/project';
import { EDITABLE_TIMESHEET_STATUSES } from '@apps/contracts/mytime/timesheet.values';
import type { TimeEntry, Timesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange, formatDateTime } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useSubmitTimesheet } from '../api/submit-timesheet';
import { MYTIME_TEXTS } from '../texts';
import { HourTotalsRow } from './hour-totals';
import { StatusBadge } from './status-badge';
import { TimeEntriesList } from './time-entries-list';
import { WeekGrid } from './week-grid';
import { TimeOffGridRows, TimeOffSummary } from './time-off-rows';

const T = MYTIME_TEXTS.timesheet;

// The add-entry form (react-hook-form, the timesheet schema) sits below the week grid and comes with
// its own chunk (decision 0083): the timesheet screen's first load has no form layer and no schema.
const TimeEntryForm = lazy(() => import('./time-entry-form').then((m) => ({ default: m.TimeEntryForm })));

/**
 * The detail panel of a timesheet (SPEC.md sections 2 and 4): status, totals, the rejection reason
 * with the correct-and-resubmit message, Submit, the week grid (issue 18), the add-entry form and the
 * entries with Delete while the timesheet is Draft or Rejected. The week's time off (issue 18) shows
 * in the grid as read-only rows with its own "Time off" figure beside the grid's totals. `lastWeek` is
 * the person's timesheet of the week before, for the grid's Copy last week's rows.
 */
export function TimesheetDetail({ timesheet, projects, lastWeek }: { timesheet: Timesheet; projects: Project[]; lastWeek?: Timesheet | null }) {
  const submit = useSubmitTimesheet();
  const deleteEntry = useDeleteTimeEntry();
  const editable = EDITABLE_TIMESHEET_STATUSES.includes(timesheet.status);

  const onSubmit = async () => {
    try {
      await submit.mutateAsync(timesheet.id);
      toast.success(T.submitted);
    } catch {
      toast.error(T.submitFailed);
    }
  };
  const onDelete = async (entry: TimeEntry) => {
    try {
      await deleteEntry.mutateAsync({ timesheetId: timesheet.id, entryId: entry.id });
      toast.success(T.entryDeleted);
    } catch {
      toast.error(T.deleteEntryFailed);
    }
  };

  return (
    <div className="space-y-6" data-testid="timesheet-detail">
      <Card>
        <CardHeader
          title={<span className="flex flex-wrap items-center gap-2">{T.weekOf(formatDateRange(timesheet.weekStartDate, timesheet.weekEndDate))} <StatusBadge status={timesheet.status} /></span>}
          description={timesheet.submittedAt ? T.submittedAt(formatDateTime(timesheet.submittedAt)) : T.sundayToSaturday}
          action={
            editable && (
              <Button onClick={() => void onSubmit()} isLoading={submit.isPending} disabled={timesheet.entries.length === 0}>
                <Send className="h-4 w-4" aria-hidden /> {T.submit}
              </Button>
            )
          }
        />
        <div className="space-y-4 p-5">
          {timesheet.status === 'Rejected' && (
            <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{T.rejected}</p>
                <p className="mt-1 [overflow-wrap:anywhere]" data-testid="rejection-reason">
                  {timesheet.rejectionReason}
                </p>
                <p className="mt-2">{T.correctAndResubmit}</p>
              </div>
            </div>
          )}
          {timesheet.status === 'Approved' && timesheet.approvalComment && (
            <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
              <p className="font-semibold">{APPROVAL_TEXTS.commentHeading}</p>
              <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]" data-testid="approval-comment">
                {timesheet.approvalComment}
              </p>
            </div>
          )}
          <HourTotalsRow totals={timesheet} />
        </div>
      </Card>
      <WeekGrid
        key={timesheet.id}
        timesheet={timesheet}
        projects={projects}
        lastWeek={lastWeek}
        readOnlyRows={(slot) => <TimeOffGridRows timesheetId={timesheet.id} slot={slot} />}
        readOnlySummary={<TimeOffSummary timesheetId={timesheet.id} />}
      />
      {editable && (
        <Card>
          <CardHeader title={T.addEntry} />
          <div className="p-5">
            <Suspense fallback={<Spinner className="py-6" />}>
              <TimeEntryForm key={timesheet.id} timesheet={timesheet} projects={projects} />
            </Suspense>
          </div>
        </Card>
      )}
      <Card>
        <CardHeader title={T.entries} />
        <div className="px-5 pb-5">
          <TimeEntriesList entries={timesheet.entries} onDelete={editable ? (entry) => void onDelete(entry) : undefined} deletingId={deleteEntry.isPending ? (deleteEntry.variables?.entryId ?? null) : null} />
        </div>
      </Card>
    </div>
  );
}
