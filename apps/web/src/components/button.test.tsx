import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, DISABLED_BUTTON_CLASS } from './button';

describe('Button', () => {
  it.each(['primary', 'secondary', 'danger', 'warning', 'success', 'ghost'] as const)('a disabled %s button looks disabled: grey face, muted text, no hover colour', async (variant) => {
    const onClick = vi.fn();
    render(
      <Button variant={variant} disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    for (const name of DISABLED_BUTTON_CLASS.split(' ')) expect(button).toHaveClass(name);
    expect(DISABLED_BUTTON_CLASS).toContain('disabled:bg-slate-100');
    expect(DISABLED_BUTTON_CLASS).toContain('disabled:text-slate-400');
    // Hover colours only apply to an enabled button.
    expect([...button.classList].filter((name) => name.startsWith('hover:'))).toEqual([]);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading button keeps its colours and says it is busy', () => {
    render(<Button isLoading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveClass('disabled:bg-slate-100');
    expect(button).toHaveClass('bg-blue-700');
  });
});
