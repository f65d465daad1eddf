import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { innovationRoutes } from '../../test/modules';
import { INNOVATION_TEXTS } from './texts';
import { LAZY_TIMEOUT_MS } from '../../test/timeouts';

function renderAt(path: string) {
  const router = createMemoryRouter([innovationRoutes], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('innovation routes', () => {
  it.each(['/innovation', '/innovation/dashboard'])('%s shows the dashboard with the fixed figures and five links', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Innovation Hub' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-tile').map((tile) => tile.textContent)).toEqual(
      INNOVATION_TEXTS.tiles.map((tile) => `${tile.label}${tile.value}${tile.caption}`),
    );
    expect(INNOVATION_TEXTS.tiles.map((tile) => tile.value)).toEqual(['12', '5', '28', '8']);
    for (const href of ['/innovation/ideas/new', '/innovation/ideas', '/innovation/projects', '/innovation/demos', '/innovation/articles']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });

  it.each([
    ['/innovation/ideas/new', 'New Idea Form'],
    ['/innovation/projects', 'Innovation Projects'],
    ['/innovation/demos', 'Demos'],
    ['/innovation/articles', 'Knowledge Articles'],
  ])("%s shows only 'Coming Soon' (%s)", async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: INNOVATION_TEXTS.backToHub })).toHaveAttribute('href', '/innovation');
  });

  it('/innovation/ideas shows the ideas page', async () => {
    renderAt('/innovation/ideas');
    expect(await screen.findByRole('heading', { level: 1, name: INNOVATION_TEXTS.ideasTitle }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
  });
});
