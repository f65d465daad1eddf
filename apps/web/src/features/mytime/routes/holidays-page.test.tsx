import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import type { Holiday, HolidayCalendar } from '@apps/contracts/mytime/holiday';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { HolidaysPage } from './holidays-page';

// The holiday calendars page, for Admin on mytime or all; everyone else gets the
// permission message and none of the admin controls.

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

const H = MYTIME_TEXTS.holidays;
const YEAR = new Date().getFullYear();
const admin = aUser({ id: 'admin', name: 'Asha Admin' });
const role = (name: string, module: UserRole['module']): UserRole => ({ id: `${name}-${module}`, userId: admin.id, roleId: name, module, role: { id: name, name, description: null } });

const holiday = (id: string, date: string, name: string, officeLocation: string | null = null): Holiday => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  officeLocation,
  date,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const REPUBLIC_DAY = holiday('1', `${YEAR}-01-26`, 'Republic Day');
const DIWALI = holiday('2', `${YEAR}-11-09`, 'Diwali');
const ONAM = holiday('3', `${YEAR}-08-26`, 'Onam', 'Kochi');
const CALENDARS: HolidayCalendar[] = [
  { officeLocation: null, peopleCount: 12, holidayCount: 2, followsDefault: false },
  { officeLocation: 'Kochi', peopleCount: 1, holidayCount: 1, followsDefault: false },
];

function envelope(status: number, data: unknown) {
  return Response.json(
    { success: status < 400, data, error: status < 400 ? null : 'An error occurred', validationErrors: null, traceId: 'trace-h', timestamp: '2026-11-23T00:00:00.000Z' },
    { status },
  );
}

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** A fetch stub for the page's reads and writes; `answer` may override any call. */
function serve(answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.search, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null };
      calls.push(call);
      const custom = await answer(call);
      if (custom) return custom;
      if (call.path === '/v1/mytime/holidays/calendars') return envelope(200, CALENDARS);
      if (call.path === '/v1/mytime/holidays' && call.method === 'GET') return envelope(200, [REPUBLIC_DAY, ONAM, DIWALI]);
      if (call.method === 'POST') return envelope(201, { ...holiday('9', `${YEAR}-03-14`, 'Holi'), ...(call.body as object) });
      if (call.method === 'PUT') return envelope(200, { ...REPUBLIC_DAY, ...(call.body as object) });
      if (call.method === 'DELETE') return envelope(200, DIWALI);
      return envelope(404, null);
    }),
  );
  return calls;
}

const signIn = (roles: UserRole[], isLoadingRoles = false) => useAuthStore.setState({ user: admin, userRoles: roles, isLoadingRoles });

beforeEach(() => signIn([role('Admin', 'mytime')]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Holidays page', () => {
  it('shows a spinner while the calendars and holidays load', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    expect(await screen.findAllByText(H.loading)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: H.title })).toBeInTheDocument();
  });

  it("lists the default calendar's holidays of the year with Edit and Remove, and an office's on choosing it", async () => {
    const calls = serve();
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    const list = await screen.findByRole('list', { name: `${H.defaultCalendar} ${YEAR}` });
    const rows = within(list).getAllByTestId('holiday-row');
    expect(rows.map((row) => within(row).getByText(/Day|Diwali/).textContent)).toEqual(['Republic Day', 'Diwali']);
    expect(within(rows[0]!).getByRole('button', { name: `${H.edit} Republic Day` })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: `${H.remove} Republic Day` })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET').map((c) => `${c.path}${c.query}`).sort()).toEqual([`/v1/mytime/holidays/calendars?year=${YEAR}`, `/v1/mytime/holidays?year=${YEAR}`]);

    const calendars = screen.getByRole('region', { name: H.calendar });
    expect(within(calendars).getByRole('button', { name: new RegExp(H.defaultCalendar) })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(calendars).getByRole('button', { name: /Kochi/ }));
    const kochi = screen.getByRole('list', { name: `Kochi ${YEAR}` });
    expect(within(kochi).getAllByTestId('holiday-row')).toHaveLength(1);
    expect(within(kochi).getByText('Onam')).toBeInTheDocument();
  });

  it("says so when the calendar has no holidays in the year, and reads the next year's on Next year", async () => {
    const calls = serve((call) => (call.path === '/v1/mytime/holidays' && call.method === 'GET' ? envelope(200, []) : undefined));
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    expect(await screen.findByText(H.empty(YEAR))).toBeInTheDocument();
    expect(screen.queryByTestId('holiday-row')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: H.nextYear }));
    expect(await screen.findByText(H.empty(YEAR + 1))).toBeInTheDocument();
    expect(screen.getByTestId('holiday-year')).toHaveTextContent(String(YEAR + 1));
    expect(calls.some((c) => c.query === `?year=${YEAR + 1}`)).toBe(true);
  });

  it('shows the error banner with Retry when a read fails, and reads again on Retry', async () => {
    let fail = true;
    const calls = serve((call) => (call.method === 'GET' && call.path === '/v1/mytime/holidays' && fail ? envelope(500, null) : undefined));
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    const error = await screen.findByTestId('load-error', {}, { timeout: 5000 });
    expect(screen.queryByTestId('holiday-row')).toBeNull();
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('holiday-row')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/v1/mytime/holidays' && c.method === 'GET')).toHaveLength(2);
  });

  it('adds a holiday to the chosen calendar', async () => {
    const calls = serve();
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    await screen.findAllByTestId('holiday-row');
    await userEvent.click(within(screen.getByRole('region', { name: H.calendar })).getByRole('button', { name: /Kochi/ }));
    const form = screen.getByRole('form', { name: H.add });
    await userEvent.type(within(form).getByLabelText(new RegExp(H.date)), `${YEAR}-03-14`);
    await userEvent.type(within(form).getByLabelText(new RegExp(H.name)), 'Holi');
    await userEvent.click(within(form).getByRole('button', { name: H.add }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(H.added, expect.anything()));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/v1/mytime/holidays');
    expect(post.body).toMatchObject({ officeLocation: 'Kochi', name: 'Holi' });
  });

  it('edits a holiday in place and removes one after confirming', async () => {
    const calls = serve();
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    await userEvent.click(await screen.findByRole('button', { name: `${H.edit} Republic Day` }));
    const form = screen.getByRole('form', { name: `${H.edit} Republic Day` });
    const name = within(form).getByLabelText(new RegExp(H.name));
    expect(name).toHaveValue('Republic Day');
    await userEvent.clear(name);
    await userEvent.type(name, 'Republic Day (India)');
    await userEvent.click(within(form).getByRole('button', { name: H.save }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(H.updated, expect.anything()));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/v1/mytime/holidays/${REPUBLIC_DAY.id}`);
    expect(put.body).toMatchObject({ officeLocation: null, name: 'Republic Day (India)' });

    await userEvent.click(screen.getByRole('button', { name: `${H.remove} Diwali` }));
    const dialog = screen.getByRole('dialog', { name: H.removeTitle });
    expect(dialog).toHaveTextContent('Remove Diwali on');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: H.remove }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(H.removed));
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(`/v1/mytime/holidays/${DIWALI.id}`);
  });

  it("counts an office's people and says when it follows the default calendar", async () => {
    serve((call) =>
      call.path === '/v1/mytime/holidays/calendars'
        ? envelope(200, [...CALENDARS, { officeLocation: 'Bengaluru', peopleCount: 5, holidayCount: 0, followsDefault: true }])
        : undefined,
    );
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    const bengaluru = (await screen.findByText('Bengaluru')).closest('button')!;
    expect(bengaluru).toHaveTextContent(H.people(5));
    expect(bengaluru).toHaveTextContent(H.followsDefault);
    expect(screen.getByText('Kochi').closest('button')).not.toHaveTextContent(H.followsDefault);
  });

  it('offers the import of a year, with Preview and Import waiting for a file', async () => {
    serve();
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    await screen.findAllByTestId('holiday-row');
    expect(screen.getByRole('heading', { name: H.importTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(H.chooseFile)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: H.preview })).toBeDisabled();
    expect(screen.getByRole('button', { name: H.apply })).toBeDisabled();
  });

  it.each([
    ['Employee on mytime', [role('Employee', 'mytime')]],
    ['Manager on mytime', [role('Manager', 'mytime')]],
    ['Admin on hire', [role('Admin', 'hire')]],
  ])('gives %s the permission message and no admin controls, without reading the calendars', async (_who, roles) => {
    signIn(roles);
    const calls = serve();
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    expect(await screen.findByText(H.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`^(${H.edit}|${H.remove}|${H.add}|${H.preview}|${H.apply})`) })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('waits for the roles before deciding, and lets Admin on all in', async () => {
    signIn([], true);
    serve();
    renderWithProviders(<HolidaysPage />, { path: '/mytime/holidays' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your permissions...');
    expect(screen.queryByText(H.noPermission)).toBeNull();
    signIn([role('Admin', 'all')]);
    expect(await screen.findAllByTestId('holiday-row')).toHaveLength(2);
  });
});
