import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@apps/contracts/core/user';
import { totalBound } from '@apps/contracts/page.values';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { ADMIN_TEXTS } from '../texts';
import { ManageUsersTab } from './manage-users-tab';

const person = (id: string, name: string, overrides: Partial<User> = {}): User => aUser({ id, email: `${id}@company.example`, name, ...overrides });
const me = person('me', 'Aarav Mehta');
const other = person('other', 'Meera Joshi', { managerId: 'me' });

/**
 * Everyone for the list, its `total` counted up to `totalBound(offset)` as the server counts it;
 * `GET /users/{id}` answers the person; direct reports of `me` are `other`.
 */
function stubPeople(people: User[], { total = people.length }: { total?: number } = {}) {
  return stubApi((url) => {
    const path = url.pathname.replace(/^\/v1/, '');
    if (path === '/users') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      const found = people.filter((p) => !q || (p.name ?? '').toLowerCase().includes(q));
      return { items: found.slice(offset, offset + limit), total: Math.min(q ? found.length : total, totalBound(offset)), limit, offset };
    }
    const reports = /^\/users\/([^/]+)\/direct-reports$/.exec(path);
    if (reports) {
      const items = people.filter((p) => p.managerId === reports[1]);
      return { items, total: items.length, limit: 10, offset: 0 };
    }
    const one = /^\/users\/([^/]+)$/.exec(path);
    if (one) return people.find((p) => p.id === one[1]) ?? null;
    return [];
  });
}

beforeEach(() => {
  useAuthStore.setState({ user: me });
  stubPeople([me, other]);
});

describe("Manage Users on one's own account (SPEC.md section 5)", () => {
  it("disables Deactivate and Delete with the spec's reasons", async () => {
    renderWithProviders(<ManageUsersTab assignments={[]} />);
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
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Meera Joshi/ }));
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByText('You cannot delete your own account')).not.toBeInTheDocument();
  });
});

describe('the people list: search and visible paging', () => {
  const many = Array.from({ length: 45 }, (_, i) => person(`p${String(i).padStart(2, '0')}`, `Person ${String(i).padStart(2, '0')}`));

  it('shows 20 at a time with Previous and Next, and the count of everyone', async () => {
    stubPeople(many);
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    const pages = await screen.findByRole('navigation', { name: ADMIN_TEXTS.people.pages });
    expect(pages).toHaveTextContent('Showing 1–20 of 45');
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pages).toHaveTextContent('Showing 41–45 of 45'));
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('says "or more" where a large organisation is counted only up to the bound', async () => {
    const fetchMock = stubPeople(many, { total: 100_000 });
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    const list = await screen.findByRole('list', { name: ADMIN_TEXTS.users });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: ADMIN_TEXTS.people.pages });
    expect(pages).toHaveTextContent('Showing 1–20 of 1,000 or more');
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pages).toHaveTextContent('Showing 21–40 of 1,020 or more'));
    expect(await screen.findByRole('button', { name: /Person 20/ })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('offset=20'))).toBe(true);
  });

  it('searches on the server and starts again on the first page', async () => {
    const fetchMock = stubPeople(many);
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('searchbox', { name: ADMIN_TEXTS.filterUsers }));
    await userEvent.paste('person 4');
    // the search is asked after a pause in typing (250 ms), then answered: a generous bound under load
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Person 4\d/ })).toHaveLength(5), { timeout: 5000 });
    const last = String(fetchMock.mock.calls.at(-1)![0]);
    expect(last).toContain('search=person+4');
    expect(last).toContain('offset=0');
  });

  it('says when nobody matches the search', async () => {
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    await userEvent.click(await screen.findByRole('searchbox', { name: ADMIN_TEXTS.filterUsers }));
    await userEvent.paste('zzz');
    expect(await screen.findByText(ADMIN_TEXTS.noUsersMatch, {}, { timeout: 5000 })).toBeVisible();
  });

  it('shows a failed load with Retry, never the empty state', async () => {
    let fail = true;
    const ok = stubPeople([me, other]);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fail) return new Response(JSON.stringify({ success: false, data: null, error: 'Database unavailable', validationErrors: null, traceId: 't', timestamp: '' }), { status: 503, headers: { 'content-type': 'application/json' } });
      return ok(input, init);
    });
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    expect(await screen.findByTestId('load-error')).toBeVisible();
    expect(screen.queryByText(ADMIN_TEXTS.people.noUsers)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Meera Joshi/ })).toBeVisible();
  });
});

describe("a person's reporting line and profile", () => {
  it('lists direct reports and opens one', async () => {
    renderWithProviders(<ManageUsersTab assignments={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Aarav Mehta/ }));
    const reports = await screen.findByRole('region', { name: /Direct reports/ });
    await userEvent.click(await within(reports).findByRole('button', { name: /Meera Joshi/ }));
    expect(await screen.findByRole('heading', { name: 'Meera Joshi' })).toBeVisible();
    expect(await screen.findByText(ADMIN_TEXTS.people.noDirectReports)).toBeVisible();
  });
});
