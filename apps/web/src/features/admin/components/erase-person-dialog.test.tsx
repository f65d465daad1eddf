import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@apps/contracts/core/user';
import { confirmsEmail, ErasePersonDialog } from './erase-person-dialog';

const person: User = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  email: 'Priya.Sharma@example.com',
  azureId: null,
  name: 'Priya Sharma',
  avatarUrl: null,
  isActive: true,
  managerId: null,
  jobTitle: null,
  department: null,
  officeLocation: null,
  createdAt: '2026-01-05T09:00:00.000Z',
};

function renderDialog(overrides: Partial<Parameters<typeof ErasePersonDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(<ErasePersonDialog person={person} onConfirm={onConfirm} onCancel={onCancel} {...overrides} />);
  return { onConfirm, onCancel, ...view };
}

const eraseButton = () => screen.getByRole('button', { name: 'Erase personal data', hidden: true });
const emailField = () => screen.getByLabelText('Type Priya.Sharma@example.com to confirm', { selector: 'input' });

describe('ErasePersonDialog', () => {
  it('names the person and the consequence, and labels the dialog by its title', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAccessibleName('Erase personal data');
    expect(dialog).toHaveAccessibleDescription(/permanently erases Priya Sharma's personal data/);
    expect(dialog).toHaveAccessibleDescription(/Hours, leave days and decisions stay/);
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
  });

  it('starts with the focus in the e-mail field and the destructive button disabled', () => {
    renderDialog();
    expect(emailField()).toHaveFocus();
    expect(eraseButton()).toBeDisabled();
  });

  it('enables Erase only for the exact address (any case), then confirms by click or Enter', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    await user.type(emailField(), 'priya.sharma@example.co');
    expect(eraseButton()).toBeDisabled();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The e-mail address does not match')).toBeInTheDocument();
    await user.type(emailField(), 'm');
    expect(eraseButton()).toBeEnabled();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    await user.click(eraseButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.type(emailField(), '{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('never confirms on Enter while the address does not match', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    await user.type(emailField(), 'someone@example.com{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button and with Escape (the dialog cancel event)', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open while erasing (no cancel, buttons busy) and forgets what was typed when closed', async () => {
    const user = userEvent.setup();
    const { onCancel, rerender } = renderDialog({ isLoading: true });
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(eraseButton()).toHaveAttribute('aria-busy', 'true');
    rerender(<ErasePersonDialog person={person} onConfirm={() => {}} onCancel={() => {}} />);
    await user.type(emailField(), 'priya');
    rerender(<ErasePersonDialog person={null} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText(/permanently erases/)).not.toBeInTheDocument();
    rerender(<ErasePersonDialog person={person} onConfirm={() => {}} onCancel={() => {}} />);
    expect(emailField()).toHaveValue('');
  });
});

describe('confirmsEmail', () => {
  it('ignores case and surrounding spaces, nothing else', () => {
    expect(confirmsEmail('  PRIYA.sharma@example.com ', 'Priya.Sharma@example.com')).toBe(true);
    expect(confirmsEmail('priya.sharma@example.org', 'Priya.Sharma@example.com')).toBe(false);
    expect(confirmsEmail('', 'Priya.Sharma@example.com')).toBe(false);
  });
});
