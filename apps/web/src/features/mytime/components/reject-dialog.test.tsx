import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { RejectDialog } from './reject-dialog';

describe('RejectDialog', () => {
  it("refuses a blank reason with the spec's message, then sends the trimmed reason", async () => {
    const onReject = vi.fn();
    render(<RejectDialog title="Reject timesheet" isLoading={false} onReject={onReject} onClose={() => {}} />);
    // the form arrives with its chunk: a spinner in the dialog until then
    expect(screen.getByRole('status')).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Reason/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please provide a reason for rejection')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Reason/), ' Friday missing ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onReject).toHaveBeenCalledWith('Friday missing'));
  });

  it("shows the server's validation message under the reason", async () => {
    const onReject = vi.fn(async () => {
      throw new ApiError('Validation failed', 400, { reason: ['Must be at most 1000 characters'] });
    });
    render(<RejectDialog title="Reject timesheet" isLoading={false} onReject={onReject} onClose={() => {}} />);
    await userEvent.type(await screen.findByLabelText(/Reason/), 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText(/Reason/);
    await vi.waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Must be at most 1000 characters');
  });
});
