import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { talentRoutes } from '../../test/modules';
import { LAZY_TIMEOUT_MS } from '../../test/timeouts';

describe('talent routes', () => {
  it('/talent redirects to the dashboard', async () => {
    const router = createMemoryRouter([talentRoutes], { initialEntries: ['/talent'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent Management' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/dashboard');
  });

  it.each(['/talent/dashboard', '/talent/employees', '/talent/allocations'])('%s shows the same page', async (path) => {
    const router = createMemoryRouter([talentRoutes], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent Management' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
  });
});
