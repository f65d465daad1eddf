import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { renderWithProviders, stubApi } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { ADMIN_TEXTS } from '../texts';
import { ManageRolesTab } from './manage-roles-tab';

const aarav = aUser({ id: 'u1', email: 'aarav@company.example', name: 'Aarav Mehta' });
const meera = aUser({ id: 'u2', email: 'meera@company.example', name: 'Meera Joshi' });
const admin = { id: 'r1', name: 'Admin', description: null };
const assignment = { id: 'a1', userId: 'u1', roleId: 'r1', module: 'all', role: admin } as unknown as UserRole;

beforeEach(() => {
  stubApi((url) => (url.pathname.endsWith('/role-defaults') ? { items: [] } : []));
});

describe('ManageRolesTab', () => {
  it('draws a card per user after its deferred render, and the empty state only for a filter that matches nobody', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageRolesTab users={[aarav, meera]} roles={[admin]} assignments={[assignment]} />);
    expect(await screen.findByTestId('user-roles-aarav@company.example')).toBeInTheDocument();
    expect(screen.getByTestId('user-roles-meera@company.example')).toHaveTextContent(ADMIN_TEXTS.noRoles);
    expect(screen.queryByText(ADMIN_TEXTS.noUsersMatch)).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: ADMIN_TEXTS.filterUsers }), 'nobody');
    expect(await screen.findByText(ADMIN_TEXTS.noUsersMatch)).toBeInTheDocument();
  });
});
