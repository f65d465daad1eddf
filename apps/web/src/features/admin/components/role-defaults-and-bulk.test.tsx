import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@apps/contracts/core/user';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { ROLE_TEXTS } from '../role-texts';
import { ManageUsersTab } from './manage-users-tab';
import { RoleDefaultsCard } from './role-defaults-card';

const person = (id: string, name: string): User => aUser({ id, email: `${id}@company.example`, name });
const people = Array.from({ length: 25 }, (_, i) => person(`p${String(i).padStart(2, '0')}`, `Person ${String(i).padStart(2, '0')}`));

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Default roles (User Management)', () => {
  it('lists the saved defaults, adds and removes items, and saves the whole list', async () => {
    const fetchMock = stubApi((_url, init) => (init?.method === 'PUT' ? bodyOf(init) : { items: [{ roleName: 'Employee', module: 'mytime' }] }));
    renderWithProviders(<RoleDefaultsCard />);
    const list = await screen.findByRole('list', { name: ROLE_TEXTS.defaults.title });
    expect(within(list).getByText('Employee · MyTime')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: ROLE_TEXTS.defaults.save });
    expect(save).toBeDisabled();
    // The picker starts on Employee · MyTime, which is in the list: Add is off.
    expect(screen.getByRole('button', { name: ROLE_TEXTS.defaults.add })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText(ROLE_TEXTS.defaults.module), 'grow');
    await userEvent.click(screen.getByRole('button', { name: ROLE_TEXTS.defaults.add }));
    expect(within(list).getByText('Employee · Grow')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ROLE_TEXTS.defaults.remove('Employee · MyTime') }));
    await userEvent.click(save);

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/v1/role-defaults');
    expect(bodyOf(put[1])).toEqual({ items: [{ roleName: 'Employee', module: 'grow' }] });
  });
});

describe('Bulk assignment in Manage Users', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: people[0]! });
  });

  function stubPeople() {
    return stubApi((url, init) => {
      const path = url.pathname.replace(/^\/v1/, '');
      if (path === '/user-roles/bulk') {
        const { userIds } = bodyOf(init) as { userIds: string[] };
        return { assigned: userIds.slice(1).map((userId, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, userId, roleId: 'r', module: 'grow', role: { id: 'r', name: 'Manager', description: null } })), alreadyHeld: 1 };
      }
      if (path === '/users') {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        return { items: people.slice(offset, offset + limit), total: people.length, limit, offset };
      }
      const one = /^\/users\/([^/]+)$/.exec(path);
      if (one) return people.find((p) => p.id === one[1]) ?? null;
      if (path.endsWith('/direct-reports')) return { items: [], total: 0, limit: 10, offset: 0 };
      return [];
    });
  }

  it('keeps the people ticked across pages and assigns one role to all of them in one call', async () => {
    const fetchMock = stubPeople();
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: ROLE_TEXTS.bulk.select('Person 01') }));
    await userEvent.click(screen.getByRole('checkbox', { name: ROLE_TEXTS.bulk.select('Person 02') }));
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await userEvent.click(await screen.findByRole('checkbox', { name: ROLE_TEXTS.bulk.select('Person 21') }));

    const bar = screen.getByRole('region', { name: ROLE_TEXTS.bulk.selected(3) });
    await userEvent.selectOptions(within(bar).getByLabelText(ROLE_TEXTS.bulk.role), 'Manager');
    await userEvent.selectOptions(within(bar).getByLabelText(ROLE_TEXTS.bulk.module), 'grow');
    await userEvent.click(within(bar).getByRole('button', { name: ROLE_TEXTS.bulk.assign(3) }));

    await waitFor(() => expect(screen.queryByRole('region', { name: ROLE_TEXTS.bulk.selected(3) })).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/user-roles/bulk'))!;
    expect(bodyOf(post[1])).toEqual({ userIds: ['p01', 'p02', 'p21'], roleName: 'Manager', module: 'grow' });
  });

  it('ticks a whole page at once', async () => {
    stubPeople();
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: ROLE_TEXTS.bulk.selectPage }));
    expect(screen.getByRole('region', { name: ROLE_TEXTS.bulk.selected(20) })).toBeInTheDocument();
  });

  it('opens the person a link names', async () => {
    stubPeople();
    renderWithProviders(<ManageUsersTab assignments={[]} initialUserId="p07" />);
    expect(await screen.findByRole('heading', { name: 'Person 07' })).toBeInTheDocument();
  });
});
