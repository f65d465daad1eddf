import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Delegator } from '@apps/contracts/core/people';
import type { UserRole } from '@apps/contracts/core/role';
import type { ModuleId, RoleModule } from '@apps/contracts/module-ids';
import { useAuthStore } from '../../lib/auth/auth-store';
import { Sidebar } from './sidebar';

// A delegate without a Manager role sees in the sidebar what the managers they
// act for today could use (the web's policy subject carries GET /v1/users/me/delegators).

const role = (name: string, module: RoleModule): UserRole => ({ id: `${name}-${module}`, userId: 'u', roleId: name, module, role: { id: name, name, description: null } });
const delegator = (assignments: Delegator['assignments']): Delegator => ({
  managerId: 'm',
  managerName: 'Neha Kapoor',
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  assignments,
});

function renderSidebar(moduleId: ModuleId) {
  render(
    <MemoryRouter initialEntries={[`/${moduleId}/dashboard`]}>
      <Sidebar moduleId={moduleId} collapsed={false} mobileOpen={false} onCloseMobile={() => {}} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation');
  return [...nav.querySelectorAll('a')].map((a) => a.textContent);
}

beforeEach(() => {
  useAuthStore.setState({
    isAuthenticated: true,
    user: { id: 'u', email: 'deputy@company.example', azureId: 'a', name: 'Deputy', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' },
    userRoles: [role('Employee', 'mytime'), role('Employee', 'grow')],
    delegators: [],
    isLoadingRoles: false,
  });
});

describe('Sidebar for a delegate', () => {
  it('shows an Employee only the MyTime items everyone has', () => {
    expect(renderSidebar('mytime')).toEqual(['Dashboard', 'Timesheets', 'Leave', 'Projects']);
  });

  it('adds Approvals and Team Calendar while the person acts for a Manager on MyTime', () => {
    useAuthStore.setState({ delegators: [delegator([{ role: 'Manager', module: 'mytime' }])] });
    expect(renderSidebar('mytime')).toEqual(['Dashboard', 'Timesheets', 'Leave', 'Projects', 'Approvals', 'Team Calendar']);
  });

  it('follows the manager\'s own roles: a Manager on Grow only opens nothing more on MyTime', () => {
    useAuthStore.setState({ delegators: [delegator([{ role: 'Manager', module: 'grow' }])] });
    expect(renderSidebar('mytime')).toEqual(['Dashboard', 'Timesheets', 'Leave', 'Projects']);
  });

  it('never gives a delegate project management (not a decision a manager delegates)', () => {
    useAuthStore.setState({ delegators: [delegator([{ role: 'Manager', module: 'all' }])] });
    expect(renderSidebar('mytime')).not.toContain('Project Management');
  });
});

describe('Sidebar overlay on small screens', () => {
  /** The header's toggle and the overlay, as the app shell wires them. */
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <MemoryRouter initialEntries={['/mytime/dashboard']}>
        <button type="button" onClick={() => setOpen(true)}>
          Toggle sidebar
        </button>
        <Sidebar moduleId="mytime" collapsed={false} mobileOpen={open} onCloseMobile={() => setOpen(false)} />
      </MemoryRouter>
    );
  }

  it('locks the page behind it, takes the focus, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    await user.click(toggle);
    expect(document.documentElement.style.overflow).toBe('hidden');
    const overlayLinks = screen.getAllByRole('navigation').flatMap((nav) => [...nav.querySelectorAll('a')]);
    expect(overlayLinks).toContain(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('button', { name: 'Close sidebar' })).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);
  });
});
