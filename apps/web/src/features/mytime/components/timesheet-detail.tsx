import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { AlertTriangle, Plus, Send } from 'lucide-react';
import type { Project } from '@apps/contracts/mytime/project';
import { EDITABLE_TIMESHEET_STATUSES } from '@apps/contracts/mytime/timesheet.values';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange, formatDateTime } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useI18n } from '../../../lib/i18n/intl';
import { useSubmitTimesheet } from '../api/submit-timesheet';
import { timesheetMessages as T, weekMessages as W } from '../timesheet.messages';
import { HourTotalsRow } from './hour-totals';
import { StatusBadge } from './status-badge';
import { WeekGrid } from './week-grid';
import { TimeOffGridRows, TimeOffSummary } from './time-off-rows';

// The add-entry form (react-hook-form, the timesheet schema) comes with its own chunk:
// the timesheet screen's first load has no form layer and no schema.
const TimeEntryForm = lazy(() => import('./time-entry-form').then((m) => ({ default: m.TimeEntryForm })));

/**
 * The detail panel of a timesheet: status, totals, the rejection reason
 * with the correct-and-resubmit message, Submit, and the week grid, the one place where time is
 * entered and the entries are listed with their totals. The spec's add-entry form opens from the grid
 * (Add Entry, a dialog that stays open for the next entry) while the timesheet is Draft or Rejected. The week's time off shows in the grid as
 * read-only rows with its own "Time off" figure beside the grid's totals. `copySource` is the person's
 * most recent earlier timesheet with entries, for the grid's Copy last week's rows.
 */
export function TimesheetDetail({ timesheet, projects, copySource }: { timesheet: Timesheet; projects: Project[]; copySource?: Timesheet | null }) {
  const { formatMessage } = useI18n();
  const submit = useSubmitTimesheet();
  const [adding, setAdding] = useState(false);
  const editable = EDITABLE_TIMESHEET_STATUSES.includes(timesheet.status);

  const onSubmit = async () => {
    try {
      await submit.mutateAsync(timesheet.id);
      toast.success(formatMessage(T.submitted));
    } catch {
      toast.error(formatMessage(T.submitFailed));
    }
  };
  return (
    <div className="space-y-6" data-testid="timesheet-detail">
      <Card>
        <CardHeader
          title={<span className="flex flex-wrap items-center gap-2">{formatMessage(T.weekOf, { week: formatDateRange(timesheet.weekStartDate, timesheet.weekEndDate) })} <StatusBadge status={timesheet.status} /></span>}
          description={timesheet.submittedAt ? formatMessage(T.submittedAt, { when: formatDateTime(timesheet.submittedAt) }) : formatMessage(T.sundayToSaturday)}
          action={
            editable && (
              <Button onClick={() => void onSubmit()} isLoading={submit.isPending} disabled={timesheet.entries.length === 0}>
                <Send className="h-4 w-4" aria-hidden /> {formatMessage(T.submit)}
              </Button>
            )
          }
        />
        <div className="space-y-4 p-5">
          {timesheet.status === 'Rejected' && (
            <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{formatMessage(T.rejected)}</p>
                <p className="mt-1 [overflow-wrap:anywhere]" data-testid="rejection-reason">
                  {timesheet.rejectionReason}
                </p>
                <p className="mt-2">{formatMessage(T.correctAndResubmit)}</p>
              </div>
            </div>
          )}
          {timesheet.status === 'Approved' && timesheet.approvalComment && (
            <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
              <p className="font-semibold">{formatMessage(T.approverComment)}</p>
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
        copySource={copySource}
        readOnlyRows={(slot) => <TimeOffGridRows timesheetId={timesheet.id} slot={slot} />}
        readOnlySummary={<TimeOffSummary timesheetId={timesheet.id} />}
        footer={
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden /> {formatMessage(W.openAddEntry)}
            </Button>
            <span className="text-xs text-slate-500">{formatMessage(W.addEntryHint)}</span>
          </div>
        }
      />
      {editable && (
        <Modal open={adding} title={formatMessage(T.addEntry)} onClose={() => setAdding(false)} wide>
          <Suspense fallback={<Spinner className="py-6" />}>
            <TimeEntryForm key={timesheet.id} timesheet={timesheet} projects={projects} />
          </Suspense>
        </Modal>
      )}
    </div>
  );
}
