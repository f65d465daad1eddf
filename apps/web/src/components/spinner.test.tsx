import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Spinner, SPINNER_DELAY_MS } from './spinner';

describe('Spinner', () => {
  afterEach(() => vi.useRealTimers());

  it('announces the status at once and draws the turning icon only after the delay', () => {
    vi.useFakeTimers();
    const { container } = render(<Spinner label="Loading your permissions..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your permissions...');
    expect(container.querySelector('.animate-spin')).toBeNull();
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(container.querySelector('.animate-spin')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.animate-spin')).not.toBeNull();
  });

  it('never starts the icon for a load that ends first', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    unmount();
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS * 2));
    expect(container.querySelector('.animate-spin')).toBeNull();
  });
});
