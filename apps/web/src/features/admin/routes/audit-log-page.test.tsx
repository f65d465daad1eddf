import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage } from '@apps/contracts/core/audit';
import type { UserRole } from '@apps/contracts/core/role';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { auditMessages as T } from '../audit.messages';
import { adminMessages } from '../messages';
import { AuditLogPage } from './audit-log-page';

const SUBJECT = '3e917eff-d242-4712-9e3c-e037ed9a923d';
const ACTOR = 'c46fdb6e-b08d-43af-b29a-a6940803de7e';
const user = aUser({ id: 'u1', email: 'asha@company.example', name: 'Asha Admin' });
const role = (name: string, module: UserRole['module'] = 'all'): UserRole => ({ id: `ur-${name}`, userId: 'u1', roleId: name, module, role: { id: name, name, description: null } });

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  time: '2026-11-23T10:00:00.000Z',
  actor: { kind: 'user', id: ACTOR, name: 'Arjun Actor' },
  action: 'user_role.assigned',
  subject: { type: 'user', id: SUBJECT, name: 'Sita Subject' },
  details: { before: null, after: { role: 'Manager', module: 'mytime' } },
  cursor: '2026-11-23T10:00:00.000000Z_0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  ...overrides,
});

const pageOf = (items: AuditEntry[], total = items.length): AuditPage => ({ items, total, limit: 25, offset: 0 });

/** The audit reads the page made, as their query strings. */
const auditCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/v1/audit');

beforeEach(() => {
  useAuthStore.setState({ isAuthenticated: true, user, userRoles: [role('Admin')], delegators: [], isLoadingRoles: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the audit log screen', () => {
  it('shows the records in a table and as cards, with who, what and on whom', async () => {
    stubApi(() =>
      pageOf([
        entry(),
        entry({ id: '1b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', actor: { kind: 'system', id: null, name: null }, action: 'scim_token.created', subject: { type: 'scim_token', id: 'tok', name: null } }),
        entry({ id: '2b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', actor: { kind: 'provisioning_token', id: 'tok', name: 'Entra' }, details: { before: null, after: null } }),
      ]),
    );
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit' });
    const table = await screen.findByTestId('audit-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Arjun Actor')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sita Subject')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('user_role.assigned')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(T.system.defaultMessage)).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Provisioning token: Entra')).toBeInTheDocument();
    expect(within(rows[3]!).getByText(T.noDetails.defaultMessage)).toBeInTheDocument();
    expect(within(screen.getByTestId('audit-cards')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('builds the query from the filters, starting again at the first page', async () => {
    const fetchMock = stubApi(() => pageOf([entry()], 60));
    renderWithProviders(<AuditLogPage />, { path: `/admin/audit?actorId=${ACTOR}&offset=25` });
    await screen.findByTestId('audit-table');
    expect(Object.fromEntries(auditCalls(fetchMock)[0]!.searchParams)).toEqual({ actorId: ACTOR, limit: '25', offset: '25' });

    const user = userEvent.setup();
    // Typed values as a change each (a date input takes its value whole).
    fireEvent.change(screen.getByLabelText(T.subject.defaultMessage), { target: { value: SUBJECT } });
    await user.selectOptions(screen.getByLabelText(T.action.defaultMessage), 'user_role.assigned');
    fireEvent.change(screen.getByLabelText(T.from.defaultMessage), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(T.to.defaultMessage), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: T.apply.defaultMessage }));

    await vi.waitFor(() => expect(auditCalls(fetchMock)).toHaveLength(2));
    expect(Object.fromEntries(auditCalls(fetchMock)[1]!.searchParams)).toEqual({
      actorId: ACTOR,
      subjectId: SUBJECT,
      action: 'user_role.assigned',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '25',
      offset: '0',
    });
  });

  it('filters by the person picked as actor and keeps their name in the picker', async () => {
    const arjun = aUser({ id: ACTOR, email: 'arjun@company.example', name: 'Arjun Actor' });
    const fetchMock = stubApi((url) => (url.pathname === '/v1/users' ? { items: [arjun], total: 1, limit: 9, offset: 0 } : pageOf([entry()])));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit' });
    await screen.findByTestId('audit-table');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: T.actor.defaultMessage }), 'Arj');
    await user.click(await screen.findByRole('option', { name: /Arjun Actor/ }));
    await user.click(screen.getByRole('button', { name: T.apply.defaultMessage }));
    await vi.waitFor(() => expect(auditCalls(fetchMock)).toHaveLength(2));
    expect(auditCalls(fetchMock)[1]!.searchParams.get('actorId')).toBe(ACTOR);
    expect(screen.getByRole('combobox', { name: T.actor.defaultMessage })).toHaveValue('Arjun Actor');
  });

  it('checks the subject id and the order of the days before asking the server', async () => {
    const fetchMock = stubApi(() => pageOf([]));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit' });
    await screen.findByText(T.empty.defaultMessage);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText(T.subject.defaultMessage), { target: { value: 'not-an-id' } });
    fireEvent.change(screen.getByLabelText(T.from.defaultMessage), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText(T.to.defaultMessage), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: T.apply.defaultMessage }));
    expect(await screen.findByText(T.subjectInvalid.defaultMessage)).toBeVisible();
    expect(screen.getByText(T.toBeforeFrom.defaultMessage)).toBeVisible();
    expect(screen.getByLabelText(T.to.defaultMessage)).toHaveAttribute('aria-invalid', 'true');
    expect(auditCalls(fetchMock)).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    stubApi(() => pageOf([]));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit?action=okr.created' });
    expect(await screen.findByText(T.empty.defaultMessage)).toBeVisible();
    expect(screen.getByText(T.emptyHint.defaultMessage)).toBeVisible();
    expect(screen.queryByTestId('audit-table')).not.toBeInTheDocument();
  });

  it("shows the server's refusal with Retry instead of the list", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { success: false, data: null, error: 'Validation failed', validationErrors: { to: ['Must be on or after from'] }, traceId: 'trace-1', timestamp: '2026-11-26T00:00:00.000Z' },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit?from=2026-11-02&to=2026-11-01' });
    expect(await screen.findByTestId('load-error')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
    expect(screen.queryByText(T.empty.defaultMessage)).not.toBeInTheDocument();
  });

  it('downloads the CSV of the filters on screen', async () => {
    const calls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        calls.push(url);
        if (url.pathname === '/v1/audit/export') {
          return new Response('\uFEFFTime,Actor\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log-2026-11-27.csv"' } });
        }
        return Response.json({ success: true, data: pageOf([entry()]), error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-26T00:00:00.000Z' });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:audit');
    // jsdom cannot follow a download link; the browser saves the file.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit?action=user_role.assigned&from=2026-11-01' });
    await screen.findByTestId('audit-table');
    await userEvent.setup().click(screen.getByRole('button', { name: T.exportCsv.defaultMessage }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    const exported = calls.find((url) => url.pathname === '/v1/audit/export')!;
    expect(Object.fromEntries(exported.searchParams)).toEqual({ action: 'user_role.assigned', from: '2026-11-01', format: 'csv' });
  });

  it('shows Access Denied and reads nothing for an Admin of one module', async () => {
    useAuthStore.setState({ userRoles: [role('Admin', 'mytime')] });
    const fetchMock = stubApi(() => pageOf([]));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit' });
    expect(await screen.findByText(adminMessages.accessDenied.defaultMessage)).toBeVisible();
    expect(auditCalls(fetchMock)).toHaveLength(0);
  });
});
