import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { AuthContext } from '../../lib/auth/auth-context';
import { useAuthStore } from '../../lib/auth/auth-store';
import { ACCESS_TEXTS } from '../../features/access/texts';
import { renderWithProviders, stubApi } from '../../test/render';
import { HomePage, NO_ACCESS_TEXT } from './home';

const config = { mode: 'dev' as const, clientId: null, authority: null, apiScope: null, adminContactEmail: 'it@company.example', devAccounts: [] };
const client = { mode: 'dev' as const, login: async () => ({ username: '', homeAccountId: '', name: null }), logout: async () => {}, getAccessToken: async () => null, getProfilePhoto: async () => null };

function renderHome(authConfig: { adminContactEmail: string | null } = config) {
  return renderWithProviders(
    <AuthContext.Provider value={{ client, config: { ...config, ...authConfig } }}>
      <HomePage />
    </AuthContext.Provider>,
  );
}

const manager: UserRole = { id: 'ur', userId: 'u', roleId: 'r', module: 'mytime', role: { id: 'r', name: 'Manager', description: null } };

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  stubApi((url) => (url.pathname.endsWith('/access-requests/mine') ? [] : { emails: [] }));
  useAuthStore.setState({
    isAuthenticated: true,
    azureAccount: { username: 'sam@company.example', homeAccountId: 'h', name: null },
    user: { id: 'u', email: 'sam@company.example', azureId: 'a', name: null, avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' },
    userRoles: [manager],
    isLoadingRoles: false,
  });
});

describe('HomePage (SPEC.md section 2)', () => {
  it('greets by e-mail when there is no name, opens tiles with a role and dims the rest', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome, sam@company.example' })).toBeInTheDocument();
    const mytime = screen.getByTestId('tile-mytime');
    expect(mytime).toHaveAttribute('href', '/mytime');
    expect(within(mytime).getByText('Manager')).toBeInTheDocument();
    const grow = screen.getByTestId('tile-grow');
    expect(grow).not.toHaveAttribute('href');
    expect(grow).toHaveAttribute('aria-disabled', 'true');
    expect(within(grow).getByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.getAllByText(NO_ACCESS_TEXT)).toHaveLength(7);
    expect(screen.getByText('Need access to an application?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Admin/ })).toHaveAttribute('href', 'mailto:it@company.example');
  });

  it("shows 'Loading your permissions...' while roles load", () => {
    useAuthStore.setState({ isLoadingRoles: true });
    renderHome();
    expect(screen.getByText('Loading your permissions...')).toBeInTheDocument();
    expect(screen.queryByTestId('tile-mytime')).not.toBeInTheDocument();
  });

  it("opens every tile for a role on 'all'", () => {
    useAuthStore.setState({ userRoles: [{ ...manager, module: 'all' }] });
    renderHome();
    expect(screen.queryByText(NO_ACCESS_TEXT)).not.toBeInTheDocument();
  });

  it('asks for access to a locked module in one click, then says it was requested', async () => {
    const fetchMock = stubApi((url, init) =>
      init?.method === 'POST'
        ? { id: '00000000-0000-4000-8000-000000000001', userId: 'u', module: 'grow', status: 'open', createdAt: '2026-11-27T09:00:00.000Z' }
        : url.pathname.endsWith('/access-requests/mine')
          ? [{ id: '00000000-0000-4000-8000-000000000002', userId: 'u', module: 'hire', status: 'open', createdAt: '2026-11-26T09:00:00.000Z' }]
          : { emails: [] },
    );
    renderHome();
    // Asked earlier: Hire says so and offers no button.
    expect(await within(screen.getByTestId('tile-hire-access')).findByText(ACCESS_TEXTS.requested)).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-hire-access')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('tile-grow-access')).getByRole('button', { name: ACCESS_TEXTS.requestAccessTo('Grow') }));

    expect(await within(screen.getByTestId('tile-grow-access')).findByText(ACCESS_TEXTS.requested)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/v1/access-requests');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ module: 'grow' });
    // The open tile has no button.
    expect(within(screen.getByTestId('tile-mytime')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('mails the active admins when no ADMIN_CONTACT_EMAIL is configured', async () => {
    stubApi((url) => (url.pathname.endsWith('/access/contact') ? { emails: ['priya@company.example', 'ops@company.example'] } : []));
    renderHome({ adminContactEmail: null });
    await waitFor(() => expect(screen.getByRole('link', { name: /Contact Admin/ })).toHaveAttribute('href', 'mailto:priya@company.example,ops@company.example'));
  });
});
