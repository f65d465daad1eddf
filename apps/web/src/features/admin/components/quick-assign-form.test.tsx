import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '@apps/contracts/module-ids';
import { renderWithProviders, stubApi } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { ADMIN_TEXTS } from '../texts';
import { QuickAssignForm } from './quick-assign-form';

const meera = aUser({ id: 'u2', email: 'meera@company.example', name: 'Meera Joshi' });
const admin = { id: 'r1', name: 'Admin', description: null };
const manager = { id: 'r2', name: 'Manager', description: null };
const T = ADMIN_TEXTS.quickAssign;

let posted: Array<{ userId: string; roleId: string; module: string }>;

beforeEach(() => {
  posted = [];
  stubApi((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { userId: string; roleId: string; module: string };
      posted.push(body);
      return { id: `a${posted.length}`, ...body, role: admin };
    }
    return [];
  });
});

describe('QuickAssignForm', () => {
  it("selects and locks every module for Admin (the role given on 'all' only) and saves it on all", async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickAssignForm users={[meera]} roles={[admin, manager]} assignments={[]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: T.user }), meera.id);
    await user.selectOptions(screen.getByRole('combobox', { name: T.role }), admin.id);
    const boxes = within(screen.getByRole('group', { name: T.modules })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(MODULE_IDS.length);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByText(ADMIN_TEXTS.adminAllModules)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(posted).toEqual([{ userId: meera.id, roleId: admin.id, module: 'all' }]));
  });

  it('starts another role on no module', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuickAssignForm users={[meera]} roles={[admin, manager]} assignments={[]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: T.user }), meera.id);
    await user.selectOptions(screen.getByRole('combobox', { name: T.role }), manager.id);
    for (const box of within(screen.getByRole('group', { name: T.modules })).getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });
});
