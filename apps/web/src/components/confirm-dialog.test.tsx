import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog (SPEC.md section 2)', () => {
  it('shows title and message with the default Confirm/Cancel texts', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Remove Role" message="Are you sure?" onConfirm={onConfirm} onCancel={onCancel} type="danger" />);
    expect(screen.getByText('Remove Role')).toBeInTheDocument();
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('uses custom texts and renders nothing when closed', () => {
    const { rerender } = render(
      <ConfirmDialog open title="T" message="M" confirmText="Delete" cancelText="Keep" type="info" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Delete', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep', hidden: true })).toBeInTheDocument();
    rerender(<ConfirmDialog open={false} title="T" message="M" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText('M')).not.toBeInTheDocument();
  });
});
