import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@apps/contracts/core/user';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { ADMIN_TEXTS } from '../texts';
import { ManageUsersTab } from './manage-users-tab';

const person = (id: string, name: string): User => ({ id, email: `${id}@company.example`, azureId: null, name, avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' });
const me = person('me', 'Aarav Mehta');
const other = person('other', 'Meera Joshi');

beforeEach(() => {
  useAuthStore.setState({ user: me });
  stubApi(() => ({ items: [me, other], total: 2 }));
});

describe('Manage Users on one\'s own account (issue 14 item 4, SPEC.md section 5)', () => {
  it('disables Deactivate and Delete with the spec\'s reasons', async () => {
    renderWithProviders(<ManageUsersTab users={[me, other]} assignments={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Aarav Mehta/ }));
    const deactivate = screen.getByRole('button', { name: 'Deactivate' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(deactivate).toBeDisabled();
    expect(remove).toBeDisabled();
    expect(deactivate).toHaveAccessibleDescription(`${ADMIN_TEXTS.cannotDeactivateSelf} ${ADMIN_TEXTS.cannotDeleteSelf}`);
    expect(screen.getByText('You cannot deactivate your own account')).toBeVisible();
    expect(screen.getByText('You cannot delete your own account')).toBeVisible();
  });

  it('keeps both enabled for someone else', async () => {
    renderWithProviders(<ManageUsersTab users={[me, other]} assignments={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Meera Joshi/ }));
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByText('You cannot delete your own account')).not.toBeInTheDocument();
  });
});
