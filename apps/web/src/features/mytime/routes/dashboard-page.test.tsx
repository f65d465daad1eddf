import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aPage, aUser } from '../../../test/fixtures';
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

describe('the MyTime dashboard route loader (issue 19)', () => {
  it.each([
    ['a manager', [manager], 7],
    ['an employee', [employee], 3],
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
