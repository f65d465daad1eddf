import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pipelineRoutes } from '../../test/modules';
import { LAZY_TIMEOUT_MS } from '../../test/timeouts';

describe('pipeline routes', () => {
  it('/pipeline redirects to the dashboard', async () => {
    const router = createMemoryRouter([pipelineRoutes], { initialEntries: ['/pipeline'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Pipeline' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pipeline/dashboard');
  });

  it.each(['/pipeline/dashboard', '/pipeline/leads', '/pipeline/opportunities'])('%s shows the same page', async (path) => {
    const router = createMemoryRouter([pipelineRoutes], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Pipeline' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
  });
});
