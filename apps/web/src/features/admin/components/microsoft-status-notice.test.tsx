import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { MicrosoftStatusNotice } from './microsoft-status-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

const failed = (operation: string, lastError: string | null, n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  recipientEmail: `p${n}@example.com`,
  operation,
  attempts: 1,
  lastError,
  createdAt: '2030-01-01T00:00:00Z',
});

describe('MicrosoftStatusNotice', () => {
  it('lists the Graph calls that gave up, by where they would have shown, with Graph\'s answer', async () => {
    const fetchMock = stubApi(() => ({
      enabled: true,
      failed: [failed('outlook.event.create', '404 ErrorInvalidUser', 1), failed('outlook.replies.schedule', '403 ErrorAccessDenied', 2), failed('outlook.event.delete', null, 3)],
    }));
    renderWithProviders(<MicrosoftStatusNotice />);
    expect(await screen.findByText(/3 Microsoft 365 calls could not be made/)).toBeInTheDocument();
    expect(screen.getByText('p1@example.com: Outlook calendar (404 ErrorInvalidUser)')).toBeInTheDocument();
    expect(screen.getByText('p2@example.com: Outlook automatic replies (403 ErrorAccessDenied)')).toBeInTheDocument();
    expect(screen.getByText('p3@example.com: Outlook calendar (unknown error)')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/notifications/microsoft-status');
  });

  it('says nothing when Microsoft 365 is not connected (the default) or nothing failed', async () => {
    stubApi(() => ({ enabled: false, failed: [] }));
    const { container, unmount } = renderWithProviders(<MicrosoftStatusNotice />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();
    stubApi(() => ({ enabled: true, failed: [] }));
    const second = renderWithProviders(<MicrosoftStatusNotice />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(second.container).toBeEmptyDOMElement();
  });
});
