import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@apps/contracts/core/notification';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { NOTIFICATION_TEXTS } from '../texts';
import { NotificationBell } from './notification-bell';

beforeEach(() => {
  useAuthStore.setState({ user: aUser() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

const note = (overrides: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'timesheet.submitted',
  title: 'A timesheet is waiting for your approval',
  body: 'Sam submitted the timesheet for the week of 2030-01-06.',
  link: '/mytime/approvals?timesheetId=abc',
  readAt: null,
  createdAt: '2030-01-07T10:00:00.000Z',
  ...overrides,
});

function renderBell() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<NotificationBell />} />
      <Route path="/mytime/approvals" element={<p>Approvals page</p>} />
    </Routes>,
  );
}

describe('NotificationBell', () => {
  it('asks for the unread count only once the session has its user (a first sign-in creates the person)', async () => {
    useAuthStore.setState({ user: null });
    const fetchMock = stubApi(() => ({ unread: 3 }));
    renderBell();
    expect(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bell })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useAuthStore.setState({ user: aUser() }));
    expect(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(3) })).toBeInTheDocument();
  });

  it('shows the unread count and lists notifications newest first as the API returns them', async () => {
    stubApi((url) =>
      url.pathname.endsWith('/unread-count') ? { unread: 2 } : [note({}), note({ id: '00000000-0000-4000-8000-000000000002', title: 'Older', link: null, readAt: '2030-01-01T00:00:00.000Z' })],
    );
    renderBell();
    const bell = await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(2) });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    await userEvent.click(bell);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('A timesheet is waiting for your approval');
    expect(items[1]).toHaveTextContent('Older');
    expect(screen.getAllByRole('button', { name: /Mark as read:/ })).toHaveLength(1);
  });

  it('opening a notification marks it read and goes to its item', async () => {
    const fetchMock = stubApi((url) => (url.pathname.endsWith('/unread-count') ? { unread: 1 } : url.pathname.endsWith('/read') ? note({ readAt: 'x' }) : [note({})]));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(1) }));
    await userEvent.click(await screen.findByRole('link', { name: /A timesheet is waiting/ }));
    expect(await screen.findByText('Approvals page')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/notifications/00000000-0000-4000-8000-000000000001/read') && init?.method === 'POST')).toBe(true));
  });

  it('marks all read, and is keyboard accessible: Enter opens, Escape closes and returns focus', async () => {
    const fetchMock = stubApi((url) => (url.pathname.endsWith('/unread-count') ? { unread: 1 } : url.pathname.endsWith('/read-all') ? { marked: 1 } : [note({})]));
    renderBell();
    const bell = await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bellWithUnread(1) });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: NOTIFICATION_TEXTS.heading })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/notifications/read-all'))).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('shows the empty state with mark all read disabled', async () => {
    stubApi((url) => (url.pathname.endsWith('/unread-count') ? { unread: 0 } : []));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bell }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toBeDisabled();
  });

  it('shows an error with a retry when the list fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('unread-count')
          ? new Response(JSON.stringify({ success: true, data: { unread: 0 }, error: null, validationErrors: null, traceId: 't', timestamp: '' }), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ success: false, data: null, error: 'Boom', validationErrors: null, traceId: 't', timestamp: '' }), { status: 500, headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.bell }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_TEXTS.error);
    expect(screen.getByRole('button', { name: NOTIFICATION_TEXTS.retry })).toBeInTheDocument();
  });
});
