import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar';
import type { TeamMissingTimesheet } from '@apps/contracts/mytime/team';
import { aLeaveRequest, aPage, aTimesheet } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { todayLocal } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { MyTeamPanel } from './my-team-panel';

const M = MYTIME_TEXTS.myTeam;
const week = weekOf(todayLocal());
const lastWeekStart = addDays(week.weekStartDate, -7);

function envelope(status: number, data: unknown) {
  return Response.json({ success: status < 400, data, error: status < 400 ? null : 'An error occurred', validationErrors: null, traceId: 'trace-9', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

const missing: TeamMissingTimesheet[] = [
  { userId: 'a', name: 'Arjun Reddy', email: 'arjun@example.com', status: 'Missing', timesheetId: null },
  { userId: 'm', name: null, email: 'meera@example.com', status: 'Draft', timesheetId: 't9' },
];

/** Serves the four reads of the panel; `failMissing` makes the missing-timesheets read fail. */
function serve({ failMissing = false, empty = false } = {}) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(url);
    if (url.pathname.endsWith('/timesheets/pending-approval')) return envelope(200, aPage(empty ? [] : [aTimesheet({ id: 's1' }), aTimesheet({ id: 's2' })]));
    if (url.pathname.endsWith('/leaves/pending-approval')) return envelope(200, aPage(empty ? [] : [aLeaveRequest({ status: 'Pending' })]));
    if (url.pathname.endsWith('/leaves/calendar')) {
      return envelope(200, aPage(empty ? [] : [
        aLeaveRequest({ id: 'own', employeeId: 'neha', employeeName: 'Neha Kapoor', startDate: week.weekStartDate, endDate: week.weekStartDate }),
        aLeaveRequest({ id: 'ishita', employeeId: 'i', employeeName: 'Ishita Verma', status: 'Pending', startDate: week.weekEndDate, endDate: week.weekEndDate }),
      ]));
    }
    if (url.pathname.endsWith('/team/missing-timesheets')) return failMissing ? envelope(500, null) : envelope(200, empty ? [] : missing);
    return envelope(404, null);
  }));
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('My team panel', () => {
  it("shows the pending decisions, who is away this week and who has not submitted last week's timesheet", async () => {
    const urls = serve();
    renderWithProviders(<MyTeamPanel managerId="neha" />);

    expect(await screen.findByTestId('pending-decisions-count')).toHaveTextContent('3');
    expect(screen.getByText(M.pendingSummary('2', '1'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.openApprovals })).toHaveAttribute('href', '/mytime/approvals');
    expect(screen.getByRole('link', { name: M.teamCalendar })).toHaveAttribute('href', '/mytime/team-calendar');

    const away = await screen.findByRole('list', { name: M.onLeaveThisWeek });
    expect(within(away).getAllByRole('listitem')).toHaveLength(1); // the manager's own leave is not "the team"
    expect(within(away).getByText('Ishita Verma').closest('li')).toHaveTextContent('Pending');

    const late = await screen.findByRole('list', { name: M.notSubmitted });
    expect(within(late).getByText('Arjun Reddy').closest('li')).toHaveTextContent(M.missing);
    expect(within(late).getByText('meera@example.com').closest('li')).toHaveTextContent(M.draft);

    const calendar = urls.find((url) => url.pathname.endsWith('/leaves/calendar'))!;
    expect(Object.fromEntries(calendar.searchParams)).toMatchObject({ teamId: 'neha', startDate: week.weekStartDate, endDate: week.weekEndDate });
    expect(urls.find((url) => url.pathname.endsWith('/team/missing-timesheets'))!.searchParams.get('weekStartDate')).toBe(lastWeekStart);
  });

  it('says so when nothing waits, nobody is away and everyone submitted', async () => {
    serve({ empty: true });
    renderWithProviders(<MyTeamPanel managerId="neha" />);
    expect(await screen.findByTestId('pending-decisions-count')).toHaveTextContent('0');
    expect(await screen.findByText(M.nobodyOnLeave)).toBeInTheDocument();
    expect(await screen.findByText(M.everyoneSubmitted)).toBeInTheDocument();
  });

  it('shows a failed part with Retry and keeps the others', async () => {
    serve({ failMissing: true });
    renderWithProviders(<MyTeamPanel managerId="neha" />);
    expect(await screen.findByText('trace-9')).toBeInTheDocument();
    expect(await screen.findByTestId('pending-decisions-count')).toHaveTextContent('3');
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Arjun Reddy')).toBeInTheDocument();
  });
});
