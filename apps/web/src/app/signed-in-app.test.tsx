import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp } from './signed-in-app';

const created: Array<ReturnType<typeof createMemoryRouter>> = [];

vi.mock('./router', () => ({
  createAppRouter: () => {
    const router = createMemoryRouter([{ path: '/', element: <p>Signed-in home</p> }]);
    vi.spyOn(router, 'dispose');
    created.push(router);
    return router;
  },
}));

afterEach(() => {
  created.length = 0;
  vi.useRealTimers();
});

describe('SignedInApp (decision 0086)', () => {
  it('draws the screen in its first render with one router, kept through StrictMode, disposed when signed out', async () => {
    vi.useFakeTimers();
    const first = render(
      <StrictMode>
        <SignedInApp />
      </StrictMode>,
    );
    expect(screen.getByText('Signed-in home')).toBeInTheDocument();
    await act(() => vi.runAllTimersAsync());
    expect(created).toHaveLength(1);
    expect(created[0]!.dispose).not.toHaveBeenCalled();

    first.unmount();
    await act(() => vi.runAllTimersAsync());
    expect(created[0]!.dispose).toHaveBeenCalledTimes(1);

    // Signing in again starts from a new router.
    render(<SignedInApp />);
    expect(screen.getByText('Signed-in home')).toBeInTheDocument();
    expect(created).toHaveLength(2);
  });
});
