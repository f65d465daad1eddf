import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projectRoutes } from '../../test/modules';
import { LAZY_TIMEOUT_MS } from '../../test/timeouts';

describe('project routes', () => {
  it('/project redirects to the dashboard', async () => {
    const router = createMemoryRouter([projectRoutes], { initialEntries: ['/project'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Estimation & Quality' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/dashboard');
  });

  it.each(['/project/dashboard', '/project/estimates', '/project/sows', '/project/projects'])('%s shows the same page', async (path) => {
    const router = createMemoryRouter([projectRoutes], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Estimation & Quality' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
  });
});
