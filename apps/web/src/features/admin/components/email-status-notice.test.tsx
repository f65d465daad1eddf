import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { EMAIL_STATUS_TEXTS, EmailStatusNotice } from './email-status-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailStatusNotice', () => {
  it('says e-mail is off without SMTP_URL', async () => {
    stubApi(() => ({ enabled: false, failed: [] }));
    renderWithProviders(<EmailStatusNotice />);
    expect(await screen.findByText(EMAIL_STATUS_TEXTS.off)).toBeInTheDocument();
  });

  it('lists deliveries that gave up', async () => {
    stubApi(() => ({ enabled: true, failed: [{ id: '00000000-0000-4000-8000-000000000001', recipientEmail: 'a@example.com', subject: 'Your timesheet was approved', attempts: 30, lastError: 'ECONNREFUSED', createdAt: '2030-01-01T00:00:00Z' }] }));
    renderWithProviders(<EmailStatusNotice />);
    expect(await screen.findByText(EMAIL_STATUS_TEXTS.failed(1))).toBeInTheDocument();
    expect(screen.getByText(/a@example.com: Your timesheet was approved/)).toBeInTheDocument();
  });
});
