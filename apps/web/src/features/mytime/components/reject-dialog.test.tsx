import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './reject-dialog';

describe('RejectDialog', () => {
  it("refuses a blank reason with the spec's message, then sends the trimmed reason", async () => {
    const onReject = vi.fn();
    render(<RejectDialog title="Reject timesheet" isLoading={false} onReject={onReject} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Reason/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Please provide a reason for rejection')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Reason/), ' Friday missing ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('Friday missing');
  });
});
