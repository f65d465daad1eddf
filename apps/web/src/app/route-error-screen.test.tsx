import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_ERROR_TEXTS, isChunkLoadError, RouteErrorScreen } from './route-error-screen';
import { appRoutes } from './router';
import { reloadPage } from '../lib/reload-page';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

function renderRoute(route: Omit<NonIndexRouteObject, 'path'>) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorScreen />, children: [{ ...route, path: 'screen' }] }], { initialEntries: ['/screen'] });
  render(<RouterProvider router={router} />);
}

describe('a screen whose code did not download', () => {
  it('offers Retry, which loads the page again, instead of only "Something went wrong"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute({ lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/leave-page-x1.js')) });
    expect(await screen.findByRole('heading', { name: CHUNK_ERROR_TEXTS.title })).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  });

  it('keeps the global error screen for a bug in a screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    renderRoute({ Component: Broken });
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('knows the browsers\' and Vite\'s messages for code that did not download', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("is the app router's error element", () => {
    const shell = appRoutes[0]!;
    expect((shell.errorElement as { type?: unknown }).type).toBe(RouteErrorScreen);
    expect((shell.children![0]!.errorElement as { type?: unknown }).type).toBe(RouteErrorScreen);
  });
});
