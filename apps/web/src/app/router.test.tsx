import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../lib/auth/auth-context';
import { useAuthStore } from '../lib/auth/auth-store';
import { appRoutes, createAppRouter, featureRouteFor } from './router';
import { LAZY_TIMEOUT_MS } from '../test/timeouts';

const config = { mode: 'dev' as const, clientId: null, authority: null, apiScope: null, adminContactEmail: 'it@company.example', devAccounts: [] };
const client = { mode: 'dev' as const, login: async () => ({ username: '', homeAccountId: '', name: null }), logout: vi.fn(async () => {}), getAccessToken: async () => 'token', getProfilePhoto: async () => null };
const user = { id: 'u1', email: 'sanjay@company.example', azureId: 'a', name: 'Sanjay Rao', avatarUrl: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z' };

function envelope(status: number, body: { data?: unknown; error?: string }) {
  const success = status < 400;
  return new Response(JSON.stringify({ success, data: body.data ?? null, error: body.error ?? null, validationErrors: null, traceId: 't', timestamp: '2026-01-01T00:00:00.000Z' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stubs the session calls: sign-in answers `login`, roles come back empty (no module). */
function stubSession(login: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/v1/auth/login') return login();
      if (url.pathname.endsWith('/roles')) return envelope(200, { data: { roles: [], userRoles: [] } });
      return envelope(200, { data: [] });
    }),
  );
}

function renderAppAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AuthContext.Provider value={{ client, config }}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

beforeEach(() => {
  useAuthStore.setState({
    isAuthenticated: true,
    azureAccount: { username: user.email, homeAccountId: 'h', name: user.name },
    user: null,
    roles: [],
    userRoles: [],
    isLoadingRoles: true,
    accountDeactivated: null,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('people are told why', () => {
  it('shows a deactivated account its reason, the admin contact and Logout instead of dimmed tiles', async () => {
    stubSession(() => envelope(403, { error: 'Your account is deactivated. Contact your administrator.' }));
    renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Account deactivated' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is deactivated. Contact your administrator.');
    expect(screen.getByRole('link', { name: /Contact Admin/ })).toHaveAttribute('href', 'mailto:it@company.example');
    expect(screen.queryByTestId('tile-mytime')).not.toBeInTheDocument();
    expect(document.title).toBe('Account deactivated · Apps');

    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, accountDeactivated: null });
    expect(client.logout).toHaveBeenCalled();
  });

  it('sends a deep link to a module without a role home and says why there', async () => {
    stubSession(() => envelope(200, { data: user }));
    const router = renderAppAt('/mytime/timesheet');
    expect(await screen.findByText("You don't have access to MyTime", {}, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent("You don't have access to MyTime");
    expect(notice.querySelector('a')).toHaveAttribute('href', 'mailto:it@company.example');
    expect(screen.getByTestId('tile-mytime')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows no notice on an ordinary visit home', async () => {
    stubSession(() => envelope(200, { data: user }));
    renderAppAt('/');
    expect(await screen.findByTestId('tile-mytime')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('createAppRouter: routes added as addresses need them', () => {
  /** The paths of the feature routes the router holds now. */
  const featuresHeld = (router: ReturnType<typeof createAppRouter>) =>
    (router.routes[0]!.children![0]!.children!.find((route) => route.id === 'features')?.children ?? []).map((route) => route.path);
  const initialised = (router: ReturnType<typeof createAppRouter>) =>
    vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: LAZY_TIMEOUT_MS });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens a deep link with only that feature added, and adds the next feature on navigation', async () => {
    window.history.replaceState(null, '', '/grow/okrs');
    const router = createAppRouter();
    await initialised(router);
    expect(router.state.location.pathname).toBe('/grow/okrs');
    expect(router.state.matches.at(-1)?.route.path).toBe('okrs');
    expect(featuresHeld(router)).toEqual(['grow']);

    await router.navigate('/admin/users');
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(router.state.matches.at(-1)?.route.path).toBe('users');
    expect(featuresHeld(router)).toEqual(['grow', 'admin']);

    await router.navigate('/grow/career');
    expect(router.state.matches.at(-1)?.route.path).toBe('career');
    expect(featuresHeld(router)).toEqual(['grow', 'admin']);
    router.dispose();
  });

  it('matches an unknown address to the catch-all (which sends it home) without adding anything', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const router = createAppRouter();
    await initialised(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(featuresHeld(router)).toEqual([]);
    await router.navigate('/');
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    expect(featuresHeld(router)).toEqual([]);
    router.dispose();
  });

  it('knows the feature of every address', () => {
    expect(featureRouteFor('/mytime/leave')?.path).toBe('mytime');
    expect(featureRouteFor('/admin/users')?.path).toBe('admin');
    expect(featureRouteFor('/admin/audit')?.path).toBe('admin');
    expect(featureRouteFor('/profile')?.path).toBe('profile');
    expect(featureRouteFor('/')).toBeUndefined();
    expect(featureRouteFor('/nothing')).toBeUndefined();
  });
});
