import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { UNDO_TOAST_SECONDS, type PendingTimesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange } from '@apps/contracts/date-format';
import { AppToaster } from '../../../components/app-toaster';
import { INACTIVE_TEXT } from '../../../components/inactive-badge';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aPage, aTimesheet, aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { APPROVAL_TEXTS } from '../approval-texts';
import { MYTIME_TEXTS } from '../texts';
import { ApprovalsPage } from '../routes/approvals-page';

// Approving with a comment, the Undo toast after a single approval, selecting timesheets and approving
// them together, and the "Inactive" mark of a deactivated person.

const T = APPROVAL_TEXTS;
const neha = aUser({ id: 'neha', name: 'Neha Kapoor' });
const meera = aUser({ id: 'meera', name: 'Meera Iyer', managerId: 'neha', isActive: false });
const arjun = aUser({ id: 'arjun', name: 'Arjun Reddy', managerId: 'neha' });
const manager: UserRole = { id: 'r', userId: 'neha', roleId: 'm', module: 'mytime', role: { id: 'm', name: 'Manager', description: null } };
const week = formatDateRange('2020-01-05', '2020-01-11');

const pending = (): PendingTimesheet[] => [
  { ...aTimesheet({ id: 's-arjun', employeeId: 'arjun', employeeName: 'Arjun Reddy', status: 'Submitted' }), directReportId: 'arjun', lineVia: [] },
  { ...aTimesheet({ id: 's-meera', employeeId: 'meera', employeeName: 'Meera Iyer', status: 'Submitted', employeeActive: false }), directReportId: 'meera', lineVia: [] },
];

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function envelope(status: number, data: unknown, error: string | null = null) {
  return Response.json({ success: status < 400, data, error, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

/** A fake API: the pending list (what `list()` says now) and the decisions; records every call. */
function serve({ list = pending, undoStatus = 200, failing }: { list?: () => PendingTimesheet[]; undoStatus?: number; failing?: string } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    // As the server answers entries=false: rows without entries; the opened one is read whole.
    if (url.pathname.endsWith('/timesheets/pending-approval')) return envelope(200, aPage(list().map(({ entries: _left, ...row }) => row)));
    const opened = list().find((sheet) => url.pathname === `/v1/mytime/timesheets/${sheet.id}`);
    if (method === 'GET' && opened) return opened.id === failing ? envelope(500, null, 'Something went wrong') : envelope(200, opened);
    if (url.pathname.endsWith('/leaves/pending-approval')) return envelope(200, aPage([]));
    if (url.pathname === '/v1/users/neha/direct-reports') return envelope(200, aPage([arjun, meera]));
    if (url.pathname.endsWith('/approve') && url.pathname.includes('s-arjun')) return envelope(200, aTimesheet({ id: 's-arjun', status: 'Approved', approvalComment: body.comment ?? null }));
    if (url.pathname.endsWith('/undo-approval')) {
      return undoStatus === 200 ? envelope(200, aTimesheet({ id: 's-arjun', status: 'Submitted' })) : envelope(undoStatus, null, 'The approval can no longer be undone');
    }
    if (url.pathname.endsWith('/bulk-approve')) {
      return envelope(200, { comment: body.comment ?? null, approved: ['s-arjun'], refused: [{ id: 's-meera', code: 'not_submitted', reason: 'This timesheet is Approved; it can be approved or rejected only while Submitted' }] });
    }
    return envelope(404, null, 'Not found');
  }));
  return calls;
}

function renderPage() {
  return renderWithProviders(
    <>
      <AppToaster />
      <ApprovalsPage />
    </>,
    { path: '/mytime/approvals' },
  );
}

beforeEach(() => {
  useAuthStore.setState({ user: neha, userRoles: [manager], isLoadingRoles: false });
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Approve with a comment and Undo', () => {
  it('asks for an optional comment, sends it, and offers Undo that takes the approval back', async () => {
    const calls = serve();
    renderPage();
    const detail = await screen.findByTestId('approval-detail');
    expect(detail).toHaveTextContent('Arjun Reddy');
    await userEvent.click(within(detail).getByRole('button', { name: MYTIME_TEXTS.approvals.approve }));

    const dialog = await screen.findByRole('dialog', { name: T.approveOneTitle('Arjun Reddy') });
    const comment = await within(dialog).findByRole('textbox', { name: T.comment });
    expect(comment).toHaveAccessibleDescription(T.commentHint);
    await userEvent.type(comment, 'Thanks, all good');
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));

    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/s-arjun/approve'))?.body).toEqual({ approverId: 'neha', comment: 'Thanks, all good' }));
    const undo = await screen.findByRole('button', { name: T.undo });
    expect(screen.getByText(MYTIME_TEXTS.approvals.approved)).toBeInTheDocument();
    await userEvent.click(undo);
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/mytime/timesheets/s-arjun/undo-approval')).toHaveLength(1));
    expect(await screen.findByText(T.undone)).toBeInTheDocument();
  });

  it('sends no comment when left blank; the Undo toast stays for UNDO_TOAST_SECONDS', async () => {
    const calls = serve();
    const shown = vi.spyOn(toast, 'success');
    renderPage();
    const detail = await screen.findByTestId('approval-detail');
    await userEvent.click(within(detail).getByRole('button', { name: MYTIME_TEXTS.approvals.approve }));
    const dialog = await screen.findByRole('dialog', { name: T.approveOneTitle('Arjun Reddy') });
    await within(dialog).findByRole('textbox', { name: T.comment });
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/s-arjun/approve'))?.body).toEqual({ approverId: 'neha' }));
    expect(await screen.findByRole('button', { name: T.undo })).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith(expect.any(Function), expect.objectContaining({ duration: UNDO_TOAST_SECONDS * 1000 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the undo comes too late", async () => {
    serve({ undoStatus: 409 });
    renderPage();
    const detail = await screen.findByTestId('approval-detail');
    await userEvent.click(within(detail).getByRole('button', { name: MYTIME_TEXTS.approvals.approve }));
    const dialog = await screen.findByRole('dialog', { name: T.approveOneTitle('Arjun Reddy') });
    await within(dialog).findByRole('textbox', { name: T.comment });
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    await userEvent.click(await screen.findByRole('button', { name: T.undo }));
    expect(await screen.findByText('The approval can no longer be undone')).toBeInTheDocument();
  });
});

describe('Approve selected', () => {
  it('selects rows by keyboard, approves them together with a comment and lists the refused ones with why', async () => {
    const calls = serve();
    renderPage();
    const region = await screen.findByRole('region', { name: MYTIME_TEXTS.approvals.pendingTimesheets });
    const button = within(region).getByRole('button', { name: T.approveSelected(0) });
    expect(button).toBeDisabled();

    const arjunBox = await within(region).findByRole('checkbox', { name: T.select('Arjun Reddy', week) });
    arjunBox.focus();
    await userEvent.keyboard(' ');
    expect(arjunBox).toBeChecked();
    expect(within(region).getByRole('button', { name: T.approveSelected(1) })).toBeEnabled();
    await userEvent.click(within(region).getByRole('checkbox', { name: T.selectAll }));
    expect(within(region).getByRole('checkbox', { name: T.select('Meera Iyer', week) })).toBeChecked();

    await userEvent.click(within(region).getByRole('button', { name: T.approveSelected(2) }));
    const dialog = await screen.findByRole('dialog', { name: T.approveManyTitle(2) });
    expect(dialog).toHaveAccessibleName('Approve 2 timesheets');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: T.comment }), 'Week closed');
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));

    await waitFor(() => expect(calls.find((c) => c.path === '/v1/mytime/timesheets/bulk-approve')?.body).toEqual({ ids: ['s-arjun', 's-meera'], comment: 'Week closed' }));
    expect(await screen.findByText(T.bulkApproved(1))).toHaveTextContent('1 timesheet approved');
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent(T.bulkRefused(1));
    expect(alert).toHaveTextContent('Meera Iyer, week of');
    expect(alert).toHaveTextContent('only while Submitted');
  });

  it('unselect all with the same checkbox', async () => {
    serve();
    renderPage();
    const region = await screen.findByRole('region', { name: MYTIME_TEXTS.approvals.pendingTimesheets });
    const all = await within(region).findByRole('checkbox', { name: T.selectAll });
    await userEvent.click(all);
    expect(within(region).getByRole('button', { name: T.approveSelected(2) })).toBeEnabled();
    await userEvent.click(all);
    expect(within(region).getByRole('button', { name: T.approveSelected(0) })).toBeDisabled();
  });
});

describe('Inactive people', () => {
  it('marks a deactivated person Inactive in the list, the group heading and the detail', async () => {
    serve();
    renderPage();
    const region = await screen.findByRole('region', { name: MYTIME_TEXTS.approvals.pendingTimesheets });
    const group = await within(region).findByRole('region', { name: `Meera Iyer ${INACTIVE_TEXT}` });
    expect(within(group).getByRole('heading')).toHaveTextContent(INACTIVE_TEXT);
    const row = within(group).getByRole('button', { name: /Meera Iyer/ });
    expect(row).toHaveAccessibleName(expect.stringContaining(`Meera Iyer ${INACTIVE_TEXT}`));
    expect(within(within(region).getByRole('region', { name: 'Arjun Reddy' })).queryByText(INACTIVE_TEXT)).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(within(screen.getByTestId('approval-detail')).getByText(INACTIVE_TEXT)).toBeInTheDocument();
  });
});

describe('the opened timesheet', () => {
  it('lists the pending timesheets without entries and reads the opened one whole for its week grid', async () => {
    const withEntry = () =>
      pending().map((sheet) =>
        sheet.id === 's-arjun'
          ? { ...sheet, totalHours: 6, billableHours: 6, entries: [{ id: 'e1', date: '2020-01-06', projectId: 'p', projectName: 'Atlas', taskDescription: 'Build', hours: 6, category: 'Development' as const, isBillable: true }] }
          : sheet,
      );
    const calls = serve({ list: withEntry });
    renderPage();
    const detail = await screen.findByTestId('approval-detail');
    const grid = await within(detail).findByTestId('week-grid');
    expect(within(grid).getAllByTestId('grid-row')).toHaveLength(1);
    expect(grid).toHaveTextContent('Build');
    const listed = calls.find((c) => c.path.endsWith('/timesheets/pending-approval'));
    expect(listed?.query.get('entries')).toBe('false');
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/v1/mytime/timesheets/s-arjun')).toHaveLength(1);
  });

  it('offers Retry when the opened timesheet cannot be read, and keeps Approve and Reject', async () => {
    serve({ failing: 's-arjun' });
    renderPage();
    const detail = await screen.findByTestId('approval-detail');
    expect(await within(detail).findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(within(detail).queryByTestId('week-grid')).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: MYTIME_TEXTS.approvals.approve })).toBeEnabled();
  });
});
