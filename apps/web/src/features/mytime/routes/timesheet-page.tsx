import { useState } from 'react';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar.values';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { LoadError, QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useCreateTimesheet } from '../api/create-timesheet';
import { useEmployeeTimesheets } from '../api/get-employee-timesheets';
import { useProjects } from '../api/get-projects';
import { useTimesheet } from '../api/get-timesheet';
import { TimesheetDetail } from '../components/timesheet-detail';
import { ExportButton } from '../components/export-button';
import { TimesheetList } from '../components/timesheet-list';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';

const T = MYTIME_TEXTS.timesheet;

/**
 * /mytime/timesheet (SPEC.md section 2 "Timesheets"): my timesheets, New Timesheet, detail panel. A
 * failed load is an error with Retry, never the empty list (issue 14 item 6). When this week's
 * timesheet exists, New Timesheet is disabled with the reason and a way to open it; if the server
 * still refuses a creation (another tab made it), the spec's toast shows and the existing week opens
 * (issue 14 item 7).
 */
export function TimesheetPage() {
  const me = useAuthStore((s) => s.user);
  const timesheets = useEmployeeTimesheets(me?.id);
  const projects = useProjects();
  const create = useCreateTimesheet();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = timesheets.data ?? [];
  const selectedId = chosenId ?? list[0]?.id ?? null;
  const detail = useTimesheet(selectedId, { timesheet: list.find((sheet) => sheet.id === selectedId), updatedAt: timesheets.dataUpdatedAt });
  const week = weekOf(todayLocal());
  const thisWeek = list.find((sheet) => sheet.weekStartDate === week.weekStartDate) ?? null;

  const createThisWeek = async () => {
    if (!me) return;
    try {
      const created = await create.mutateAsync({
        employeeId: me.id,
        weekStartDate: toLocalMidnightIso(week.weekStartDate),
        weekEndDate: toLocalMidnightIso(week.weekEndDate),
      });
      toast.success(T.created);
      setChosenId(created.id);
    } catch {
      toast.error(T.createFailed);
      const reloaded = (await timesheets.refetch()).data ?? [];
      const existing = reloaded.find((sheet) => sheet.weekStartDate === week.weekStartDate);
      if (existing) setChosenId(existing.id);
    }
  };

  return (
    <div>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <div className="flex gap-2">
              {me && <ExportButton employeeId={me.id} />}
              <Button
                onClick={() => void createThisWeek()}
                isLoading={create.isPending}
                disabled={thisWeek !== null}
                aria-describedby={thisWeek ? 'this-week-exists' : undefined}
              >
                <Plus className="h-4 w-4" aria-hidden /> {T.newTimesheet}
              </Button>
            </div>
            {thisWeek && (
              <p className="text-xs text-slate-600">
                <span id="this-week-exists">{T.weekExists}</span>{' '}
                {thisWeek.id !== selectedId && (
                  <button type="button" className="font-medium text-blue-700 underline" onClick={() => setChosenId(thisWeek.id)}>
                    {T.openThisWeek}
                  </button>
                )}
              </p>
            )}
          </div>
        }
      />
      {!me ? (
        <Spinner label={T.loading} />
      ) : (
        <QueryContent query={timesheets} loadingLabel={T.loading} errorClassName="">
          {() => (
            <div className="grid items-start gap-6 grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]">
              <Card className="overflow-hidden">
                <CardHeader title={T.myTimesheetsTitle} />
                <TimesheetList timesheets={list} selectedId={selectedId} onSelect={setChosenId} />
              </Card>
              {!selectedId ? (
                <Card>
                  <EmptyState title={T.selectTimesheet} description={T.createHint} />
                </Card>
              ) : detail.isError ? (
                <Card>
                  <LoadError className="p-5" error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
                </Card>
              ) : detail.data ? (
                <TimesheetDetail
                  timesheet={detail.data}
                  projects={projects.data ?? []}
                  lastWeek={list.find((sheet) => sheet.weekStartDate === addDays(detail.data.weekStartDate, -7)) ?? null}
                />
              ) : (
                <Spinner />
              )}
            </div>
          )}
        </QueryContent>
      )}
    </div>
  );
}
