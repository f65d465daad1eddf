import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { addDays, weekOf, type CalendarDate } from '@apps/contracts/mytime/calendar.values';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { LoadError, QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useI18n } from '../../../lib/i18n/intl';
import { useCreateTimesheet } from '../api/create-timesheet';
import { useEmployeeTimesheets } from '../api/get-employee-timesheets';
import { getEmployeeTimesheetOfWeekQueryOptions, useEmployeeTimesheetOfWeek } from '../api/get-employee-timesheet-of-week';
import { mytimeKeys } from '../api/keys';
import { useProjects } from '../api/get-projects';
import { useTimesheet } from '../api/get-timesheet';
import { TimesheetDetail } from '../components/timesheet-detail';
import { ExportButton } from '../components/export-button';
import { TimesheetList } from '../components/timesheet-list';
import { WeekNavigator, weekLabel } from '../components/week-navigator';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { timesheetMessages as T, weekMessages as W } from '../timesheet.messages';
import { allowedWeeks, clampWeek, FIRST_WEEK_LIMIT, latestEarlierWeekWithEntries, weekFromParam } from '../timesheet-weeks';

/**
 * /mytime/timesheet: my timesheets, New Timesheet, detail panel. The
 * week shown comes from the URL (`?week=YYYY-MM-DD`, the Sunday that starts it; any day of it is
 * read as its week; `?timesheetId=` of older notifications opens that timesheet's week), else the
 * current week. Previous week / Next week and a week picker move between the weeks the person may open
 * (`allowedWeeks`); a week without a timesheet offers to create it in one click. The list holds only
 * the newest timesheets, so a week it lacks is looked up by its Sunday before the screen calls it
 * missing: an old week opens whatever its age. A failed load is an error with Retry, never the empty
 * list. New Timesheet creates the current week; when it exists the button is disabled with the reason
 * and a way to open it; if the server still refuses a creation because the week exists (another tab
 * made it), that week opens with a note instead of a failure.
 */
export function TimesheetPage() {
  const { formatMessage } = useI18n();
  const me = useAuthStore((s) => s.user);
  const timesheets = useEmployeeTimesheets(me?.id);
  const projects = useProjects();
  const create = useCreateTimesheet();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [creatingWeek, setCreatingWeek] = useState<CalendarDate | null>(null);
  const list = timesheets.data ?? [];
  const current = weekOf(todayLocal());
  const linkedId = params.get('timesheetId');
  const requested = weekFromParam(params.get('week')) ?? list.find((sheet) => sheet.id === linkedId)?.weekStartDate ?? current.weekStartDate;
  // The loaded page holds only the newest weeks: a week it lacks (inside the limits every person has)
  // is asked for by its Sunday, so an older week that exists opens instead of being offered for creation.
  const sought = clampWeek(requested, { first: FIRST_WEEK_LIMIT, last: current.weekStartDate });
  const inList = list.some((sheet) => sheet.weekStartDate === sought);
  const lookup = useEmployeeTimesheetOfWeek(me?.id, timesheets.isSuccess && !inList ? sought : null);
  const older = !inList && lookup.data ? lookup.data : null;
  const known = older ? [...list, older] : list;
  const range = allowedWeeks(todayLocal(), me?.createdAt, known);
  const week = clampWeek(requested, range);
  const selected = known.find((sheet) => sheet.weekStartDate === week) ?? null;
  const selectedId = selected?.id ?? null;
  const detail = useTimesheet(selectedId, {
    timesheet: selected ?? undefined,
    updatedAt: selected && selected === older ? lookup.dataUpdatedAt : timesheets.dataUpdatedAt,
  });
  const thisWeek = list.find((sheet) => sheet.weekStartDate === current.weekStartDate) ?? null;
  const statuses = new Map<CalendarDate, TimesheetStatus>(known.map((sheet) => [sheet.weekStartDate, sheet.status]));

  const openWeek = (next: CalendarDate) => setParams({ week: next });
  const createWeek = async (start: CalendarDate) => {
    if (!me) return;
    setCreatingWeek(start);
    try {
      await create.mutateAsync({ employeeId: me.id, weekStartDate: toLocalMidnightIso(start), weekEndDate: toLocalMidnightIso(addDays(start, 6)) });
      toast.success(formatMessage(T.created));
      openWeek(start);
    } catch (error) {
      // 409: the week exists already (made elsewhere, or older than the loaded page): open it.
      const existing =
        error instanceof ApiError && error.status === 409
          ? await queryClient.fetchQuery({ ...getEmployeeTimesheetOfWeekQueryOptions(me.id, start), staleTime: 0 }).catch(() => null)
          : null;
      if (existing) toast(formatMessage(W.weekExisted, { range: weekLabel(start) }));
      else toast.error(formatMessage(T.createFailed));
      await queryClient.invalidateQueries({ queryKey: mytimeKeys.employeeTimesheets(me.id) });
      openWeek(start);
    } finally {
      setCreatingWeek(null);
    }
  };

  return (
    <div>
      <PageHeader
        title={formatMessage(T.title)}
        subtitle={formatMessage(T.subtitle)}
        actions={
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <div className="flex gap-2">
              {me && <ExportButton employeeId={me.id} />}
              <Button
                onClick={() => void createWeek(current.weekStartDate)}
                isLoading={create.isPending && creatingWeek === current.weekStartDate}
                disabled={thisWeek !== null || create.isPending}
                aria-describedby={thisWeek ? 'this-week-exists' : undefined}
              >
                <Plus className="h-4 w-4" aria-hidden /> {formatMessage(T.newTimesheet)}
              </Button>
            </div>
            {thisWeek && (
              <p className="text-xs text-slate-600">
                <span id="this-week-exists">{formatMessage(T.weekExists)}</span>{' '}
                {thisWeek.id !== selectedId && (
                  <button type="button" className="font-medium text-blue-700 underline" onClick={() => openWeek(thisWeek.weekStartDate)}>
                    {formatMessage(T.openThisWeek)}
                  </button>
                )}
              </p>
            )}
          </div>
        }
      />
      {!me ? (
        <Spinner label={formatMessage(T.loading)} />
      ) : (
        <QueryContent query={timesheets} loadingLabel={formatMessage(T.loading)} errorClassName="">
          {() => (
            <div className="grid items-start gap-6 grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]">
              <Card className="overflow-hidden">
                <CardHeader title={formatMessage(T.myTimesheetsTitle)} />
                <TimesheetList
                  timesheets={list}
                  selectedId={selectedId}
                  onSelect={(id) => {
                    const sheet = list.find((s) => s.id === id);
                    if (sheet) openWeek(sheet.weekStartDate);
                  }}
                />
              </Card>
              <div className="min-w-0 space-y-4">
                <WeekNavigator week={week} range={range} current={current.weekStartDate} statuses={statuses} onChange={openWeek} />
                {lookup.isLoading ? (
                  <Spinner label={formatMessage(T.loading)} />
                ) : lookup.isError && !selected ? (
                  <Card>
                    <LoadError className="p-5" error={lookup.error} onRetry={() => void lookup.refetch()} isRetrying={lookup.isFetching} />
                  </Card>
                ) : !selected ? (
                  <Card data-testid="missing-week">
                    <EmptyState title={formatMessage(W.noTimesheet, { range: weekLabel(week) })} description={formatMessage(W.noTimesheetHint)} />
                    <div className="flex justify-center px-5 pb-6">
                      <Button onClick={() => void createWeek(week)} isLoading={create.isPending && creatingWeek === week} disabled={create.isPending}>
                        <Plus className="h-4 w-4" aria-hidden /> {formatMessage(W.createWeek, { range: weekLabel(week) })}
                      </Button>
                    </div>
                  </Card>
                ) : detail.isError ? (
                  <Card>
                    <LoadError className="p-5" error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
                  </Card>
                ) : detail.data ? (
                  <TimesheetDetail timesheet={detail.data} projects={projects.data ?? []} copySource={latestEarlierWeekWithEntries(known, detail.data.weekStartDate)} />
                ) : (
                  <Spinner />
                )}
              </div>
            </div>
          )}
        </QueryContent>
      )}
    </div>
  );
}
