import { useState } from 'react';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { weekOf } from '@apps/contracts/mytime/calendar';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useCreateTimesheet } from '../api/create-timesheet';
import { useEmployeeTimesheets } from '../api/get-employee-timesheets';
import { useProjects } from '../api/get-projects';
import { useTimesheet } from '../api/get-timesheet';
import { TimesheetDetail } from '../components/timesheet-detail';
import { TimesheetList } from '../components/timesheet-list';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';

const T = MYTIME_TEXTS.timesheet;

/** /mytime/timesheet (SPEC.md section 2 "Timesheets"): my timesheets, New Timesheet, detail panel. */
export function TimesheetPage() {
  const me = useAuthStore((s) => s.user);
  const timesheets = useEmployeeTimesheets(me?.id);
  const projects = useProjects();
  const create = useCreateTimesheet();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = timesheets.data ?? [];
  const selectedId = chosenId ?? list[0]?.id ?? null;
  const detail = useTimesheet(selectedId, { timesheet: list.find((sheet) => sheet.id === selectedId), updatedAt: timesheets.dataUpdatedAt });

  const createThisWeek = async () => {
    if (!me) return;
    const week = weekOf(todayLocal());
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
      const existing = list.find((s) => s.weekStartDate === week.weekStartDate);
      if (existing) setChosenId(existing.id);
    }
  };

  return (
    <div>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button onClick={() => void createThisWeek()} isLoading={create.isPending}>
            <Plus className="h-4 w-4" aria-hidden /> {T.newTimesheet}
          </Button>
        }
      />
      {timesheets.isError && <ErrorBanner error={toBannerError(timesheets.error)} />}
      {timesheets.isPending && me ? (
        <Spinner label={T.loading} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
          <Card className="overflow-hidden">
            <CardHeader title={T.myTimesheetsTitle} />
            <TimesheetList timesheets={list} selectedId={selectedId} onSelect={setChosenId} />
          </Card>
          {!selectedId ? (
            <Card>
              <EmptyState title={T.selectTimesheet} description={T.createHint} />
            </Card>
          ) : detail.data ? (
            <TimesheetDetail timesheet={detail.data} projects={projects.data ?? []} />
          ) : (
            <Spinner />
          )}
        </div>
      )}
    </div>
  );
}
