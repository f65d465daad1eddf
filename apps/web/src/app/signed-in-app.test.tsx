import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp, startRouter } from './signed-in-app';

const created: Array<ReturnType<typeof createMemoryRouter>> = [];
const table = { routes: [{ path: '/', element: <p>Signed-in home</p> }] as RouteObject[], at: '/' };

vi.mock('./router', () => ({
  createAppRouter: () => {
    const router = createMemoryRouter(table.routes, { initialEntries: [table.at] });
    vi.spyOn(router, 'dispose');
    created.push(router);
    return router;
  },
}));

afterEach(() => {
  created.length = 0;
  vi.useRealTimers();
});

describe('SignedInApp', () => {
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
    const second = render(<SignedInApp />);
    expect(screen.getByText('Signed-in home')).toBeInTheDocument();
    expect(created).toHaveLength(2);
    second.unmount();
    await act(() => vi.runAllTimersAsync());
  });

  it('starts the router before the first render: a lazy screen is loaded and drawn in that render', async () => {
    vi.useFakeTimers();
    const Screen = () => <h1>Team screen</h1>;
    let loaded: () => void = () => {};
    const lazy = vi.fn(() => new Promise<{ Component: typeof Screen }>((resolve) => (loaded = () => resolve({ Component: Screen }))));
    table.routes = [{ path: '/', element: <p>Signed-in home</p> }, { path: '/team', lazy, hydrateFallbackElement: <p>Loading</p> }];
    table.at = '/team';

    let started = false;
    void startRouter().then(() => (started = true));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(started).toBe(false);
    loaded();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(started).toBe(true);

    const app = render(<SignedInApp />);
    expect(screen.getByRole('heading', { name: 'Team screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(created).toHaveLength(1);
    app.unmount();
    await act(() => vi.runAllTimersAsync());
    expect(created[0]!.dispose).toHaveBeenCalledTimes(1);
  });
});
