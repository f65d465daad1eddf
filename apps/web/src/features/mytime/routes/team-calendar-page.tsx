import { useMemo, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, CalendarDays } from 'lucide-react';
import { usesTeamViews } from '@apps/contracts/mytime/mytime.policy';
import { formatMonth } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { TEAM_CALENDAR_LIMIT, useTeamCalendar } from '../api/get-team-calendar';
import { PermissionNotice } from '../components/permission-notice';
import { CalendarLegend, DayList, MonthGrid } from '../components/team-calendar-views';
import { todayLocal } from '../local-dates';
import { holidaysByDate, isMonth, leaveByDate, monthOf, monthWeeks, shiftMonth, viewRange, type Month } from '../team-calendar';
import { useTeamHolidays } from '../api/get-team-holidays';
import { teamCalendarTexts } from '../leave-texts';
import { commonMessages } from '../timesheet.messages';

/**
 * The month view of one team's leave. The month is in the address (`?month=2026-11`), so Back and a
 * shared link keep it; Previous / Next / This month buttons move it, and so do PageUp / PageDown
 * anywhere on the calendar.
 */
function TeamCalendar({ teamId }: { teamId: string }) {
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const requested = params.get('month');
  const month = isMonth(requested) ? requested : monthOf(today);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const range = viewRange(month);
  const calendar = useTeamCalendar({ teamId, ...range });
  const teamHolidays = useTeamHolidays({ teamId, from: range.startDate, to: range.endDate });
  const intl = useI18n();
  const T = teamCalendarTexts(intl);
  const unknown = intl.formatMessage(commonMessages.unknown);
  const holidays = useMemo(() => holidaysByDate(teamHolidays.data ?? [], unknown), [teamHolidays.data, unknown]);
  const monthLabel = formatMonth(month);

  const goTo = (next: Month) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === monthOf(today)) copy.delete('month');
        else copy.set('month', next);
        return copy;
      },
      { replace: true },
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    goTo(shiftMonth(month, event.key === 'PageUp' ? -1 : 1));
  };

  return (
    <div onKeyDown={onKeyDown}>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => goTo(shiftMonth(month, -1))} aria-label={T.previousMonth} aria-keyshortcuts="PageUp">
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <h2 className="min-w-32 text-center sm:min-w-40 text-base font-semibold text-slate-900" aria-live="polite" data-testid="team-calendar-month">
              {monthLabel}
            </h2>
            <Button variant="secondary" size="sm" onClick={() => goTo(shiftMonth(month, 1))} aria-label={T.nextMonth} aria-keyshortcuts="PageDown">
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => goTo(monthOf(today))} disabled={month === monthOf(today)}>
              {T.thisMonth}
            </Button>
          </div>
          <CalendarLegend />
        </div>
        <QueryContent query={calendar} loadingLabel={T.loading}>
          {(requests) => {
            const byDate = leaveByDate(requests, weeks.flat());
            const daysWithLeave = weeks.flat().filter((date) => monthOf(date) === month && (byDate.has(date) || holidays.has(date)));
            return (
              <>
                {requests.length >= TEAM_CALENDAR_LIMIT && <p className="px-4 pt-3 text-sm text-amber-800">{T.truncated(TEAM_CALENDAR_LIMIT)}</p>}
                {daysWithLeave.length === 0 && (
                  <div className="md:border-b md:border-slate-100">
                    <EmptyState title={T.empty(monthLabel)} icon={CalendarDays} />
                  </div>
                )}
                <div className="hidden p-3 md:block">
                  <MonthGrid month={month} monthLabel={monthLabel} weeks={weeks} byDate={byDate} holidays={holidays} today={today} />
                </div>
                {daysWithLeave.length > 0 && (
                  <div className="md:hidden">
                    <DayList days={daysWithLeave} byDate={byDate} holidays={holidays} />
                  </div>
                )}
              </>
            );
          }}
        </QueryContent>
      </Card>
    </div>
  );
}

/**
 * /mytime/team-calendar: a manager's month view of the approved and pending leave of their
 * team (themselves and their direct reports, `GET /v1/mytime/leaves/calendar?teamId=`) and each member's
 * holidays (`GET /v1/mytime/holidays/team`, shown when they arrive); a grid from
 * medium screens up, a list by day on small ones. For `usesTeamViews` people; others see why not.
 */
export function TeamCalendarPage() {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const me = useAuthStore((s) => s.user);
  const intl = useI18n();
  if (!usesTeamViews(subject)) return loading ? <Spinner label={intl.formatMessage(commonMessages.loadingPermissions)} /> : <PermissionNotice message={teamCalendarTexts(intl).noPermission} />;
  if (!me) return <Spinner />;
  return <TeamCalendar teamId={me.id} />;
}
