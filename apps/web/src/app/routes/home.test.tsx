import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { AuthContext } from '../../lib/auth/auth-context';
import { useAuthStore } from '../../lib/auth/auth-store';
import { HomePage, NO_ACCESS_TEXT } from './home';

const config = { mode: 'dev' as const, clientId: null, authority: null, apiScope: null, adminContactEmail: 'it@company.example', devAccounts: [] };
const client = { mode: 'dev' as const, login: async () => ({ username: '', homeAccountId: '', name: null }), logout: async () => {}, getAccessToken: async () => null, getProfilePhoto: async () => null };

function renderHome() {
  return render(
    <AuthContext.Provider value={{ client, config }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const manager: UserRole = { id: 'ur', userId: 'u', roleId: 'r', module: 'mytime', role: { id: 'r', name: 'Manager', description: null } };

beforeEach(() => {
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
});
