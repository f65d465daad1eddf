import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { CalendarCheck, Clock, Hourglass, Plane } from 'lucide-react';
import { WEEKLY_TARGET_HOURS } from '@apps/contracts/mytime/hours.values';
import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import { formatDateRange } from '@apps/contracts/date-format';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { usesTeamViews } from '@apps/contracts/mytime/mytime.policy';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar.values';
import { isApiClientConfigured } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/intl';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { subjectOf, useSubject } from '../../../lib/auth/use-subject';
import { queryClient } from '../../../lib/query-client';
import { getEmployeeTimesheetsQueryOptions, useEmployeeTimesheets } from '../api/get-employee-timesheets';
import { getHoursChartQueryOptions } from '../api/get-hours-chart';
import { getLeaveBalancesQueryOptions, useLeaveBalances } from '../api/get-leave-balances';
import { getMyLeaveRequestsQueryOptions, useMyLeaveRequests } from '../api/get-my-leave-requests';
import { getPendingLeaveRequestsQueryOptions } from '../api/get-pending-leave-requests';
import { getPendingTimesheetsQueryOptions } from '../api/get-pending-timesheets';
import { getTeamCalendarQueryOptions } from '../api/get-team-calendar';
import { getTeamMissingTimesheetsQueryOptions } from '../api/get-team-missing-timesheets';
import { StatCard } from '../../../components/stat-card';
import { HoursCharts } from '../components/hours-charts';
import { MyTeamPanel } from '../components/my-team-panel';
import { StatusBadge } from '../components/status-badge';
import { DASHBOARD_LIST_SIZE, dashboardStats } from '../dashboard-stats';
import { formatNumber, todayLocal } from '../local-dates';
import { leaveTypeMessages } from '../leave.messages';
import { commonMessages, dashboardMessages as D, timesheetMessages } from '../timesheet.messages';


/** The placeholder of a figure still loading: a grey bar where the number will be, announced as loading. */
function FigureSkeleton() {
  const { formatMessage } = useI18n();
  return (
    <span role="status" className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200 align-middle" data-testid="stat-skeleton">
      <span className="sr-only">{formatMessage(D.loadingFigure)}</span>
    </span>
  );
}

/** Beside the Leave Balance headline: "days" and each type's available days ("Casual Leave 9.5"). */
function BalanceBreakdown({ balances, caption }: { balances: readonly LeaveBalance[] | undefined; caption: string }) {
  const { formatMessage } = useI18n();
  return (
    <>
      <span>{caption}</span>
      {balances && balances.length > 0 && (
        <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5" aria-label={formatMessage(D.balanceBreakdown)} role="list" data-testid="balance-breakdown">
          {balances.map((balance) => (
            <span key={balance.id} role="listitem" className="whitespace-nowrap">
              {formatMessage(leaveTypeMessages[balance.leaveType])} <span className="font-semibold text-slate-700">{formatNumber(balance.available)}</span>
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/**
 * /mytime/dashboard: Hours This Week (out of 40: the hours of the current
 * week, whatever its status), Pending Timesheets, Leave Balance (the sum, each type beside it),
 * Upcoming Leaves (approved leave starting after today), each a placeholder until its read answers;
 * Recent Timesheets and Leave Balances. A failed read shows its toast
 * and the default values in the cards, and its list shows the error with Retry, not an empty list
 *; reads retry once (the query default). Managers also see the "My team" panel
 * below the cards; then the hours charts.
 */
export function DashboardPage() {
  const { formatMessage } = useI18n();
  const me = useAuthStore((s) => s.user);
  const manager = usesTeamViews(useSubject());
  const today = todayLocal();
  const year = Number(today.slice(0, 4));
  const timesheets = useEmployeeTimesheets(me?.id);
  const balances = useLeaveBalances(me?.id, year);
  const leaves = useMyLeaveRequests(me?.id);

  useEffect(() => {
    if (timesheets.isError) toast.error(formatMessage(D.timesheetsFailed), { id: 'mytime-timesheets-failed' });
  }, [timesheets.isError, formatMessage]);
  useEffect(() => {
    if (balances.isError) toast.error(formatMessage(D.balancesFailed), { id: 'mytime-balances-failed' });
  }, [balances.isError, formatMessage]);

  const stats = dashboardStats(timesheets.data, balances.data, leaves.data, today);
  // A figure whose read has not answered yet shows a placeholder, never a zero; a failed read shows
  // the default value its toast announces.
  const figure = (query: { isPending: boolean }, value: number) => (query.isPending ? <FigureSkeleton /> : formatNumber(value));

  return (
    <div className="space-y-6">
      <PageHeader title={formatMessage(D.title)} subtitle={me?.name ? formatMessage(D.welcomeBack, { name: me.name }) : undefined} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={formatMessage(D.hoursThisWeek)} value={figure(timesheets, stats.hoursThisWeek)} caption={formatMessage(D.outOf, { target: formatNumber(WEEKLY_TARGET_HOURS) })} icon={Clock} tone="bg-blue-100 text-blue-700" />
        <StatCard label={formatMessage(D.pendingTimesheets)} value={figure(timesheets, stats.pendingTimesheets)} caption={formatMessage(D.awaitingApproval)} icon={Hourglass} tone="bg-amber-100 text-amber-700" />
        <StatCard
          label={formatMessage(D.leaveBalance)}
          value={figure(balances, stats.leaveBalance)}
          caption={<BalanceBreakdown balances={balances.data} caption={formatMessage(D.days)} />}
          icon={Plane}
          tone="bg-emerald-100 text-emerald-700"
        />
        <StatCard label={formatMessage(D.upcomingLeaves)} value={figure(leaves, stats.upcomingLeaves)} caption={formatMessage(D.upcomingCaption)} icon={CalendarCheck} tone="bg-violet-100 text-violet-700" />
      </div>
      {manager && me && <MyTeamPanel managerId={me.id} />}
      {me && <HoursCharts userId={me.id} showTeam={manager} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={formatMessage(D.recentTimesheets)} action={<Link to="/mytime/timesheet" className="text-sm font-medium text-blue-700 hover:underline">{formatMessage(D.viewAll)}</Link>} />
          {!me ? (
            <Spinner />
          ) : (
            <QueryContent query={timesheets}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyState title={formatMessage(timesheetMessages.empty)} />
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {list.slice(0, DASHBOARD_LIST_SIZE).map((sheet) => (
                      <li key={sheet.id} className="flex items-center gap-3 px-5 py-3">
                        <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{formatDateRange(sheet.weekStartDate, sheet.weekEndDate)}</span>
                        <span className="text-sm font-medium text-slate-700">{formatMessage(commonMessages.hoursValue, { hours: formatNumber(sheet.totalHours) })}</span>
                        <StatusBadge status={sheet.status} />
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryContent>
          )}
        </Card>
        <Card>
          <CardHeader title={formatMessage(D.leaveBalances)} action={<Link to="/mytime/leave" className="text-sm font-medium text-blue-700 hover:underline">{formatMessage(D.requestLeave)}</Link>} />
          {!me ? (
            <Spinner />
          ) : (
            <QueryContent query={balances}>
              {(list) => (
                <ul className="divide-y divide-slate-100">
                  {list.map((balance) => (
                    <li key={balance.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                      <span className="text-slate-900">{formatMessage(leaveTypeMessages[balance.leaveType])}</span>
                      <span className="text-slate-600">
                        <span className="font-semibold text-slate-900">{formatNumber(balance.available)}</span> / {formatNumber(balance.allocated)} {formatMessage(D.days)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </QueryContent>
          )}
        </Card>
      </div>
    </div>
  );
}

/**
 * Starts, without waiting for them, the reads the MyTime dashboard shows at once for the signed-in person
 * (by the session in the store) on `today`: their timesheets, leave balances, leave requests and hours chart, and for a
 * manager the "My team" panel's four. The same query options as the screen's hooks, so the screen's
 * queries find them under way or done (`dashboard-page.test.tsx` holds the two to the same requests).
 */
export function prefetchDashboard(client: QueryClient, today = todayLocal()): void {
  const { user, userRoles, delegators } = useAuthStore.getState();
  if (!user) return;
  const week = weekOf(today);
  void client.prefetchQuery(getEmployeeTimesheetsQueryOptions(user.id));
  void client.prefetchQuery(getLeaveBalancesQueryOptions(user.id, Number(today.slice(0, 4))));
  void client.prefetchQuery(getMyLeaveRequestsQueryOptions(user.id));
  void client.prefetchQuery(getHoursChartQueryOptions(user.id, week.weekStartDate));
  if (!usesTeamViews(subjectOf(user.id, userRoles, delegators))) return;
  void client.prefetchQuery(getPendingTimesheetsQueryOptions(user.id));
  void client.prefetchQuery(getPendingLeaveRequestsQueryOptions(user.id));
  void client.prefetchQuery(getTeamCalendarQueryOptions({ teamId: user.id, startDate: week.weekStartDate, endDate: week.weekEndDate }));
  void client.prefetchQuery(getTeamMissingTimesheetsQueryOptions(user.id, addDays(week.weekStartDate, -7)));
}

/**
 * The route's loader (React Router runs it with the route's code, before the screen's first render):
 * the dashboard's reads leave before React has rendered and mounted the screen, instead of all from its
 * mount effects in one task. Returns no data; a failed read shows where it always did. Starts
 * nothing before the identity client has wired the API client's token (`isApiClientConfigured`).
 */
export function dashboardLoader(): null {
  if (isApiClientConfigured()) prefetchDashboard(queryClient);
  return null;
}
