import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import type { TeamHoliday } from '@apps/contracts/mytime/holiday';
import { LEAVE_CONTEXT_TEXTS } from '../leave-texts';
import { MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aPage, aLeaveRequest, aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { TeamCalendarPage } from './team-calendar-page';

const T = MYTIME_TEXTS.teamCalendar;
const NEHA = aUser({ id: 'neha', name: 'Neha Kapoor' });
const manager: UserRole = { id: 'r', userId: 'neha', roleId: 'm', module: 'mytime', role: { id: 'm', name: 'Manager', description: null } };
const employee: UserRole = { ...manager, role: { id: 'e', name: 'Employee', description: null } };

function envelope(status: number, data: unknown, error: string | null = null) {
  return Response.json({ success: status < 400, data, error, validationErrors: null, traceId: 'trace-1', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

/** Serves the calendar call with `answer(url)` (the team's holidays with `holidays`) and records the calendar URLs asked. */
function serveCalendar(answer: (url: URL) => Response, holidays: TeamHoliday[] = []) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/v1/mytime/holidays/team') return envelope(200, holidays);
    urls.push(url);
    return answer(url);
  }));
  return urls;
}

beforeEach(() => useAuthStore.setState({ user: NEHA, userRoles: [manager], isLoadingRoles: false }));
afterEach(() => vi.unstubAllGlobals());

describe('Team calendar', () => {
  it("shows the team's approved and pending leave in the month grid and as a list by day", async () => {
    const urls = serveCalendar(() =>
      envelope(200, aPage([
        aLeaveRequest({ id: 'a', employeeName: 'Arjun Mehta', startDate: '2026-11-23', endDate: '2026-11-24' }),
        aLeaveRequest({ id: 'i', employeeName: 'Ishita Rao', leaveType: 'SickLeave', status: 'Pending', startDate: '2026-11-24', endDate: '2026-11-24' }),
      ])),
    );
    renderWithProviders(<TeamCalendarPage />, { path: '/mytime/team-calendar?month=2026-11' });

    const grid = await screen.findByTestId('team-calendar-grid');
    expect(screen.getByTestId('team-calendar-month')).toHaveTextContent(/November 2026/);
    const the24th = within(grid).getByText(/Tuesday, Nov 24, 2026/).closest('td')!;
    expect(within(the24th).getByText('Arjun Mehta')).toBeInTheDocument();
    expect(within(the24th).getByText('Ishita Rao').closest('li')).toHaveTextContent(`Ishita Rao, Sick Leave, ${T.pending}`);
    expect(within(grid).getByText(/Monday, Nov 23, 2026/).closest('td')).not.toHaveTextContent('Ishita');

    const list = screen.getByTestId('team-calendar-list');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(urls[0]!.pathname).toBe('/v1/mytime/leaves/calendar');
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ teamId: 'neha', startDate: '2026-11-01', endDate: '2026-12-05' });
  });

  it('moves to the previous and next month with the buttons and PageUp / PageDown', async () => {
    const urls = serveCalendar(() => envelope(200, aPage([])));
    renderWithProviders(<TeamCalendarPage />, { path: '/mytime/team-calendar?month=2026-11' });
    await screen.findByText(T.empty('November 2026'));

    await userEvent.click(screen.getByRole('button', { name: T.nextMonth }));
    expect(await screen.findByText(T.empty('December 2026'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.previousMonth }));
    await userEvent.click(screen.getByRole('button', { name: T.previousMonth }));
    expect(await screen.findByText(T.empty('October 2026'))).toBeInTheDocument();

    screen.getByRole('button', { name: T.nextMonth }).focus();
    await userEvent.keyboard('{PageUp}');
    expect(await screen.findByText(T.empty('September 2026'))).toBeInTheDocument();
    expect(new Set(urls.map((url) => url.searchParams.get('startDate')))).toEqual(new Set(['2026-11-01', '2026-11-29', '2026-09-27', '2026-08-30']));
  });

  it('shows the error with Retry when the calendar cannot be read', async () => {
    let fail = true;
    serveCalendar(() => (fail ? envelope(500, null, 'An error occurred') : envelope(200, aPage([]))));
    renderWithProviders(<TeamCalendarPage />, { path: '/mytime/team-calendar?month=2026-11' });
    expect(await screen.findByText('trace-1')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(T.empty('November 2026'))).toBeInTheDocument();
  });

  it("shows the server's refusal (403) as its message, not as a form's field errors", async () => {
    serveCalendar(() => envelope(403, null, MYTIME_DENIALS.teamCalendar));
    renderWithProviders(<TeamCalendarPage />, { path: '/mytime/team-calendar?month=2026-11' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MYTIME_DENIALS.teamCalendar);
    expect(alert).not.toHaveTextContent('Please fix below validation error(s)');
    expect(alert).not.toHaveTextContent('trace-1');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells people without a team view why not, and asks nothing', () => {
    const urls = serveCalendar(() => envelope(200, aPage([])));
    useAuthStore.setState({ userRoles: [employee] });
    renderWithProviders(<TeamCalendarPage />, { path: '/mytime/team-calendar' });
    expect(screen.getByRole('alert')).toHaveTextContent(T.noPermission);
    expect(urls).toEqual([]);
  });
});

describe('Team calendar: holidays and half days', () => {
  it("shows each member's holidays (each holiday once, with whose it is) and the half of a half-day request", async () => {
    serveCalendar(
      () => envelope(200, aPage([aLeaveRequest({ id: 'h', employeeName: 'Meera Joshi', startDate: '2026-11-27', endDate: '2026-11-27', totalDays: 0.5, halfDay: 'FirstHalf' })])),
      [
        { employeeId: 'arjun', employeeName: 'Arjun Reddy', date: '2026-11-24', name: "Guru Nanak's Birthday" },
        { employeeId: 'kavya', employeeName: 'Kavya Nair', date: '2026-11-24', name: "Guru Nanak's Birthday" },
      ],
    );
    renderWithProviders(<TeamCalendarPage />, { path: '/mytime/team-calendar?month=2026-11' });

    const grid = await screen.findByTestId('team-calendar-grid');
    const the24th = within(grid).getByText(/Tuesday, Nov 24, 2026/).closest('td')!;
    const chip = await within(the24th).findByTestId('team-holiday');
    expect(chip).toHaveTextContent(`Guru Nanak's Birthday, ${LEAVE_CONTEXT_TEXTS.teamCalendar.holiday}: 2 people`);
    expect(chip).toHaveAttribute('title', LEAVE_CONTEXT_TEXTS.teamCalendar.holidayEntry("Guru Nanak's Birthday", 'Arjun Reddy, Kavya Nair'));
    const the27th = within(grid).getByText(/Friday, Nov 27, 2026/).closest('td')!;
    expect(within(the27th).getByText('Meera Joshi').closest('li')).toHaveTextContent('Casual Leave, First half');

    const list = screen.getByTestId('team-calendar-list');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      expect.stringMatching(/Nov 24.*2 on holiday$/),
      expect.stringMatching(/Nov 27.*1 on leave$/),
    ]);
    expect(within(list).getByText('Meera Joshi').closest('li')).toHaveTextContent('First half');
    expect(within(list).getByTestId('team-holiday')).toHaveTextContent('Arjun Reddy, Kavya Nair');
  });
});
