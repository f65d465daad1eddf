import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, MAX_TOASTS, TOAST_GAP_PX, TOAST_TOP_OFFSET_PX } from './app-toaster';
import { PageHeader } from './page-header';

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('AppToaster', () => {
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

  it("keeps clear of the page header's buttons at the top right", async () => {
    render(
      <>
        <PageHeader title="Timesheets" actions={<button type="button">New Timesheet</button>} />
        <AppToaster />
      </>,
    );
    const actions = screen.getByRole('button', { name: 'New Timesheet' }).parentElement!;
    vi.spyOn(actions, 'getBoundingClientRect').mockReturnValue({ top: 96, bottom: 136, left: 1300, right: 1408, width: 108, height: 40, x: 1300, y: 96, toJSON: () => ({}) });
    act(() => {
      toast.success('Timesheet created successfully');
    });
    const container = (await screen.findByText('Timesheet created successfully')).closest('[data-rht-toaster]') as HTMLElement;
    await vi.waitFor(() => expect(container.style.top).toBe(`${136 + TOAST_GAP_PX}px`));
  });

  it('on a phone shows toasts at the bottom, above a bar of buttons kept there', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
    render(
      <>
        <div data-bottom-bar="">
          <button type="button">Save Changes</button>
        </div>
        <AppToaster />
      </>,
    );
    const bar = screen.getByRole('button', { name: 'Save Changes' }).parentElement!;
    const top = window.innerHeight - 72;
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top, bottom: window.innerHeight, left: 0, right: 390, width: 390, height: 72, x: 0, y: top, toJSON: () => ({}) });
    act(() => {
      toast.success('Settings saved successfully!');
    });
    const container = (await screen.findByText('Settings saved successfully!')).closest('[data-rht-toaster]') as HTMLElement;
    await vi.waitFor(() => expect(container.style.bottom).toBe(`${72 + TOAST_GAP_PX}px`));
  });
});
