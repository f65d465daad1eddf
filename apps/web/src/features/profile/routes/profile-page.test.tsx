import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role, UserRole, UserRolesResponse } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import type { RoleModule } from '@apps/contracts/modules';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { PROFILE_TEXTS } from '../texts';
import { ProfilePage } from './profile-page';

const EMPLOYEE: Role = { id: '00000000-0000-4000-8000-000000000001', name: 'Employee', description: null };
const ADMIN: Role = { id: '00000000-0000-4000-8000-000000000002', name: 'Admin', description: null };

function assignment(id: string, role: Role, module: RoleModule): UserRole {
  return { id, userId: 'u1', roleId: role.id, module, role };
}

const PRIYA: User = aUser({
  id: '00000000-0000-4000-8000-0000000000aa',
  email: 'priya.shah@example.com',
  azureId: '1234abcd-5678-90ef-1234-567890abcdef',
  name: 'Priya Shah',
  createdAt: '2025-03-04T12:00:00.000Z',
});

/** Answers `GET /v1/users/{id}/roles` with `body` in the API envelope, and the reporting line cards with nobody. */
function serveRoles(body: UserRolesResponse) {
  return stubApi((url) => {
    if (url.pathname.endsWith('/direct-reports')) return { items: [], total: 0, limit: 50, offset: 0 };
    if (url.pathname.endsWith('/reporting-line') || url.pathname.endsWith('/delegations')) return [];
    return body;
  });
}

function renderPage(user: User | null, stored: UserRolesResponse = { roles: [], userRoles: [] }) {
  useAuthStore.setState({ isAuthenticated: true, azureAccount: null, user, roles: stored.roles, userRoles: stored.userRoles, isLoadingRoles: false });
  return renderWithProviders(<ProfilePage />);
}

beforeEach(() => serveRoles({ roles: [], userRoles: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('shows the header, account information and quick stats from the roles API', async () => {
    const fetchMock = serveRoles({
      roles: [EMPLOYEE],
      userRoles: [assignment('a1', EMPLOYEE, 'project'), assignment('a2', EMPLOYEE, 'innovation'), assignment('a3', ADMIN, 'project')],
    });
    renderPage(PRIYA);

    expect(screen.getByRole('heading', { level: 1, name: 'Priya Shah' })).toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('PS');
    expect(screen.getByText('Joined Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByTestId('profile-account-id')).toHaveTextContent(/^1234abcd$/);
    expect(screen.getByText(PROFILE_TEXTS.accountInformation)).toBeInTheDocument();
    expect(screen.getByText(PRIYA.azureId!)).toBeInTheDocument();
    expect(screen.getByText(/^Mar 4, 2025, \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();

    const stats = screen.getByTestId('quick-stats');
    await waitFor(() => expect(within(stats).getByText(PROFILE_TEXTS.totalRoles).nextSibling).toHaveTextContent('3'));
    expect(within(stats).getByText(PROFILE_TEXTS.modulesAccess).nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText(PROFILE_TEXTS.accountStatus).nextSibling).toHaveTextContent('Active');
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ pathname: `/v1/users/${PRIYA.id}/roles` }), expect.anything());
  });

  it("falls back to 'User', 'U', N/A, 'Not set' and 'Not available' without name, photo, date or account id", async () => {
    renderPage({ ...PRIYA, name: null, azureId: null, createdAt: 'not a date' });

    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent(/^U$/);
    expect(screen.getByText('Joined N/A')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-account-id')).not.toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.fullName).nextSibling).toHaveTextContent(PROFILE_TEXTS.notSet);
    expect(screen.getByText(PROFILE_TEXTS.entraObjectId).nextSibling).toHaveTextContent(PROFILE_TEXTS.notAvailable);
    expect(screen.getByText(PROFILE_TEXTS.accountCreated).nextSibling).toHaveTextContent(PROFILE_TEXTS.notAvailable);
  });

  it('uses the first letter of a one-word name and shows the photo when there is one', () => {
    renderPage({ ...PRIYA, name: 'priya' });
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent(/^P$/);
    renderPage({ ...PRIYA, avatarUrl: 'blob:photo' });
    expect(document.querySelector('img[src="blob:photo"]')).not.toBeNull();
  });

  it('shows the empty state and the administrator note on Roles & Permissions without roles', async () => {
    renderPage(PRIYA);
    await userEvent.click(screen.getByRole('tab', { name: PROFILE_TEXTS.tabRoles }));

    expect(screen.getByRole('tab', { name: PROFILE_TEXTS.tabRoles })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(PROFILE_TEXTS.tabRoles);
    expect(screen.getByText(PROFILE_TEXTS.noRoles)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.noRolesHint)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.moreAccessNote)).toBeInTheDocument();
  });

  it("lists role names ('Unknown' when missing) with module labels and 'All Modules' / 'Global' for all", async () => {
    const broken = { ...assignment('a3', EMPLOYEE, 'hire'), roleId: 'missing', role: null } as unknown as UserRole;
    serveRoles({ roles: [ADMIN, EMPLOYEE], userRoles: [assignment('a1', ADMIN, 'all'), assignment('a2', EMPLOYEE, 'mytime'), broken] });
    renderPage(PRIYA);
    await userEvent.click(screen.getByRole('tab', { name: PROFILE_TEXTS.tabRoles }));

    await waitFor(() => expect(screen.getAllByTestId('profile-role')).toHaveLength(3));
    const [admin, employee, unknown] = screen.getAllByTestId('profile-role');
    expect(admin).toHaveTextContent('Admin');
    expect(admin).toHaveTextContent('All Modules');
    expect(admin).toHaveTextContent('Global');
    expect(employee).toHaveTextContent('Employee');
    expect(employee).toHaveTextContent('MyTime');
    expect(unknown).toHaveTextContent('Unknown');
    expect(unknown).toHaveTextContent('Hire');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderPage(PRIYA);
    const overview = screen.getByRole('tab', { name: PROFILE_TEXTS.tabOverview });
    overview.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: PROFILE_TEXTS.tabRoles })).toHaveFocus();
    expect(screen.getByText(PROFILE_TEXTS.noRoles)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(overview).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the roles from sign-in when the roles API fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(PRIYA, { roles: [EMPLOYEE], userRoles: [assignment('a1', EMPLOYEE, 'talent')] });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('tab', { name: PROFILE_TEXTS.tabRoles }));
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Talent');
    warn.mockRestore();
  });
});

describe('Roles & Permissions order', () => {
  it("lists 'all' first, then modules in tile order", async () => {
    serveRoles({
      roles: [ADMIN, EMPLOYEE],
      userRoles: [assignment('a1', EMPLOYEE, 'talent'), assignment('a2', EMPLOYEE, 'project'), assignment('a3', ADMIN, 'all')],
    });
    renderPage(PRIYA);
    await userEvent.click(screen.getByRole('tab', { name: PROFILE_TEXTS.tabRoles }));
    await waitFor(() => expect(screen.getAllByTestId('profile-role')).toHaveLength(3));
    expect(screen.getAllByTestId('profile-role').map((row) => row.textContent)).toEqual([
      expect.stringContaining('All Modules'),
      expect.stringContaining('Project'),
      expect.stringContaining('Talent'),
    ]);
  });
});
