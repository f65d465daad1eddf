import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar.values';
import { aLeaveRequest, aPage, aTimesheet, aUser } from '../../../test/fixtures';
import { LEAVE_CONTEXT_TEXTS } from '../leave-texts';
import { todayLocal } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { DashboardPage, prefetchDashboard } from './dashboard-page';

const user = aUser({ id: 'neha', email: 'neha@company.example', name: 'Neha Kapoor' });
const manager: UserRole = { id: 'ur', userId: 'neha', roleId: 'r', module: 'mytime', role: { id: 'r', name: 'Manager', description: null } };
const employee: UserRole = { ...manager, role: { id: 'e', name: 'Employee', description: null } };

/** Answers every read with an empty result; returns the requests made, as method and path with query. */
function serve() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const data = url.pathname.endsWith('/charts/hours') ? { days: [], team: [] } : url.pathname.endsWith('/balances') || url.pathname.endsWith('/missing-timesheets') ? [] : aPage([]);
      return Response.json({ success: true, data, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-26T00:00:00.000Z' });
    }),
  );
  return requests;
}

function renderDashboard(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/mytime/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => useAuthStore.setState({ isAuthenticated: true, user, userRoles: [manager], delegators: [], isLoadingRoles: false }));
afterEach(() => vi.unstubAllGlobals());

describe('the MyTime dashboard route loader', () => {
  it.each([
    ['a manager', [manager], 8],
    ['an employee', [employee], 4],
  ])('starts every read the screen shows at once for %s, and the screen asks for nothing more', async (_who, userRoles, reads) => {
    useAuthStore.setState({ userRoles });
    const requests = serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetchDashboard(client);
    await vi.waitFor(() => expect(requests).toHaveLength(reads));

    renderDashboard(client);
    expect(await screen.findByRole('heading', { name: MYTIME_TEXTS.dashboard.title })).toBeInTheDocument();
    // Give the screen's own queries every chance to ask again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(reads);
    expect(new Set(requests).size).toBe(reads);
  });

  it('starts nothing without a signed-in user', () => {
    useAuthStore.setState({ user: null });
    const requests = serve();
    prefetchDashboard(new QueryClient());
    expect(requests).toHaveLength(0);
  });
});

describe('the MyTime dashboard figures', () => {
  it('shows placeholders, never zeros, while the figures load; then this week, upcoming leave and the balance per type', async () => {
    useAuthStore.setState({ userRoles: [employee] });
    const today = todayLocal();
    const { weekStartDate, weekEndDate } = weekOf(today);
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        await gate;
        const url = new URL(String(input));
        let data: unknown = aPage([]);
        if (url.pathname.endsWith('/charts/hours')) data = { days: [], team: [] };
        else if (url.pathname.endsWith('/balances')) {
          data = [
            { id: 'c', leaveType: 'CasualLeave', year: 2026, allocated: 12, used: 2.5, available: 9.5 },
            { id: 's', leaveType: 'SickLeave', year: 2026, allocated: 12, used: 0, available: 12 },
          ];
        } else if (url.pathname.includes('/timesheets/employee/')) {
          data = aPage([
            aTimesheet({ id: 'now', weekStartDate, weekEndDate, status: 'Submitted', totalHours: 31.5 }),
            aTimesheet({ id: 'old', weekStartDate: addDays(weekStartDate, -14), weekEndDate: addDays(weekEndDate, -14), status: 'Draft', totalHours: 8 }),
          ]);
        } else if (url.pathname.endsWith('/leaves/my')) {
          data = aPage([aLeaveRequest({ id: 'l1', status: 'Approved', startDate: addDays(today, 3), endDate: addDays(today, 3) }), aLeaveRequest({ id: 'l2', status: 'Approved', startDate: addDays(today, -3), endDate: addDays(today, -3) })]);
        }
        return Response.json({ success: true, data, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-26T00:00:00.000Z' });
      }),
    );
    renderDashboard(new QueryClient({ defaultOptions: { queries: { retry: false } } }));

    const values = () => screen.getAllByTestId('stat-value');
    expect(values()).toHaveLength(4);
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(4);
    for (const value of values()) expect(value).not.toHaveTextContent(/\d/);

    answer();
    await vi.waitFor(() => expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0));
    expect(values().map((value) => value.textContent)).toEqual(['31.5', '1', '21.5', '1']);
    const breakdown = screen.getByRole('list', { name: LEAVE_CONTEXT_TEXTS.dashboard.breakdown });
    expect(within(breakdown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Casual Leave 9.5', 'Sick Leave 12']);
  });
});
