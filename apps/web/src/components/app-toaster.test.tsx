import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, MAX_TOASTS, TOAST_TOP_OFFSET_PX } from './app-toaster';

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('AppToaster (issue 14 item 8)', () => {
  it('shows at most three toasts, the newest', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 5; i++) toast.error(`Message ${i}`);
    });
    await screen.findByText('Message 5');
    // Dismissed toasts leave after their exit animation (react-hot-toast's removal delay, 1 s).
    const shown = () => screen.getAllByRole('status').map((node) => node.textContent).filter((text) => /Message \d/.test(text ?? ''));
    await vi.waitFor(() => expect(shown()).toHaveLength(MAX_TOASTS), { timeout: 3000 });
    expect(MAX_TOASTS).toBe(3);
    expect(shown().sort()).toEqual(['Message 3', 'Message 4', 'Message 5']);
  });

  it('starts below the 64 px header, at the top right', async () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Saved');
    });
    const container = (await screen.findByText('Saved')).closest('[data-rht-toaster]') as HTMLElement;
    expect(TOAST_TOP_OFFSET_PX).toBeGreaterThan(64);
    expect(container.style.top).toBe(`${TOAST_TOP_OFFSET_PX}px`);
  });
});
