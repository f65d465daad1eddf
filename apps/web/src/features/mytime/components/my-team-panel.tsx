import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar.values';
import { Badge } from '../../../components/badge';
import { Card, CardHeader } from '../../../components/card';
import { QueryContent } from '../../../components/query-state';
import { usePendingLeaveRequests } from '../api/get-pending-leave-requests';
import { usePendingTimesheets } from '../api/get-pending-timesheets';
import { useTeamCalendar } from '../api/get-team-calendar';
import { useTeamMissingTimesheets } from '../api/get-team-missing-timesheets';
import { formatDateRange } from '@apps/contracts/date-format';
import { formatNumber, todayLocal } from '../local-dates';
import { useI18n } from '../../../lib/i18n/intl';
import { myTeamTexts } from '../leave-texts';
import { LeaveRequestRow } from './leave-request-row';

/** The pending lists ask for at most this many items; a full page reads "100+". */
const PENDING_PAGE = 100;

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="min-w-0 px-5 py-4" aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {description && <p className="text-xs text-slate-500">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

const countText = (n: number) => (n >= PENDING_PAGE ? `${formatNumber(PENDING_PAGE)}+` : formatNumber(n));

function PendingDecisions({ managerId }: { managerId: string }) {
  const timesheets = usePendingTimesheets(managerId);
  const leaves = usePendingLeaveRequests(managerId);
  const M = myTeamTexts(useI18n());
  const both = {
    isPending: timesheets.isPending || leaves.isPending,
    isError: timesheets.isError || leaves.isError,
    isFetching: timesheets.isFetching || leaves.isFetching,
    error: timesheets.error ?? leaves.error,
    data: timesheets.data && leaves.data ? { timesheets: timesheets.data.length, leaves: leaves.data.length } : undefined,
    refetch: () => Promise.all([timesheets.refetch(), leaves.refetch()]),
  };
  return (
    <QueryContent query={both} errorClassName="">
      {({ timesheets: sheets, leaves: requests }) => (
        <div>
          <p className="text-3xl font-bold text-slate-900" data-testid="pending-decisions-count">
            {countText(sheets + requests)}
          </p>
          <p className="text-sm text-slate-600">{M.pendingSummary(countText(sheets), countText(requests))}</p>
          <Link to="/mytime/approvals" className="mt-2 inline-block text-sm font-medium text-blue-700 hover:underline">
            {M.openApprovals}
          </Link>
        </div>
      )}
    </QueryContent>
  );
}

function OnLeaveThisWeek({ managerId, week }: { managerId: string; week: { weekStartDate: string; weekEndDate: string } }) {
  const calendar = useTeamCalendar({ teamId: managerId, startDate: week.weekStartDate, endDate: week.weekEndDate });
  const M = myTeamTexts(useI18n());
  return (
    <QueryContent query={calendar} errorClassName="">
      {(requests) => {
        const others = requests.filter((request) => request.employeeId !== managerId);
        if (others.length === 0) return <p className="text-sm text-slate-500">{M.nobodyOnLeave}</p>;
        return (
          <ul className="space-y-2" aria-label={M.onLeaveThisWeek}>
            {others.map((request) => (
              <LeaveRequestRow key={request.id} request={request} />
            ))}
          </ul>
        );
      }}
    </QueryContent>
  );
}

function NotSubmitted({ managerId, weekStartDate }: { managerId: string; weekStartDate: string }) {
  const missing = useTeamMissingTimesheets(managerId, weekStartDate);
  const M = myTeamTexts(useI18n());
  return (
    <QueryContent query={missing} errorClassName="">
      {(people) =>
        people.length === 0 ? (
          <p className="text-sm text-slate-500">{M.everyoneSubmitted}</p>
        ) : (
          <ul className="space-y-2" aria-label={M.notSubmitted}>
            {people.map((person) => (
              <li key={person.userId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">{person.name ?? person.email}</span>
                <Badge tone={person.status === 'Missing' ? 'red' : 'slate'}>{person.status === 'Missing' ? M.missing : M.draft}</Badge>
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}

/**
 * The MyTime dashboard's "My team" panel for managers: pending decisions (timesheets and
 * leave the manager may decide, with a link to Approvals), who of the team is on leave this week
 * (Sunday to Saturday), and which direct reports have not submitted last week's timesheet. Each part
 * loads, fails (with Retry) and is empty on its own.
 */
export function MyTeamPanel({ managerId }: { managerId: string }) {
  const thisWeek = weekOf(todayLocal());
  const lastWeekStart = addDays(thisWeek.weekStartDate, -7);
  const M = myTeamTexts(useI18n());
  return (
    <Card data-testid="my-team-panel">
      <CardHeader
        title={M.title}
        action={
          <Link to="/mytime/team-calendar" className="text-sm font-medium text-blue-700 hover:underline">
            {M.teamCalendar}
          </Link>
        }
      />
      <div className="grid divide-y divide-slate-100 lg:grid-cols-3 lg:divide-x lg:divide-y-0">
        <Section title={M.pendingDecisions}>
          <PendingDecisions managerId={managerId} />
        </Section>
        <Section title={M.onLeaveThisWeek} description={M.weekOf(formatDateRange(thisWeek.weekStartDate, thisWeek.weekEndDate))}>
          <OnLeaveThisWeek managerId={managerId} week={thisWeek} />
        </Section>
        <Section title={M.notSubmitted} description={M.weekOf(formatDateRange(lastWeekStart, addDays(lastWeekStart, 6)))}>
          <NotSubmitted managerId={managerId} weekStartDate={lastWeekStart} />
        </Section>
      </div>
    </Card>
  );
}
