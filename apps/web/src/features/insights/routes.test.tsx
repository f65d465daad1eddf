import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightsRoutes } from '../../test/modules';
import { INSIGHTS_TEXTS } from './texts';
import { LAZY_TIMEOUT_MS } from '../../test/timeouts';

function renderAt(path: string) {
  const router = createMemoryRouter([insightsRoutes], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('insights routes', () => {
  it.each(['/insights', '/insights/dashboard'])('%s shows the index with figures, links and sample lists', async (path) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-tile').map((tile) => tile.textContent)).toEqual([
      'Active Dashboards8Shared across teams',
      'KPIs Tracked24Across all modules',
      'Reports Generated156This quarter',
      'Data Sources6All connected',
    ]);
    expect(screen.getByRole('link', { name: /^Dashboards/ })).toHaveAttribute('href', '/insights/dashboards');
    expect(screen.getByRole('link', { name: /^KPIs/ })).toHaveAttribute('href', '/insights/kpis');
    expect(screen.getByRole('link', { name: /^Reports/ })).toHaveAttribute('href', '/insights/reports');

    const recent = screen.getAllByTestId('recent-dashboard');
    expect(recent.length).toBeGreaterThan(0);
    expect(new Set(recent.map((item) => within(item).getByText(/^(Active|Needs Update)$/).textContent))).toEqual(
      new Set(['Active', 'Needs Update']),
    );
    expect(screen.getAllByTestId('key-metric').map((metric) => metric.textContent)).toEqual([
      expect.stringMatching(/^Revenue Growth.*15%$/),
      expect.stringMatching(/^Utilization.*85%$/),
      expect.stringMatching(/^Client Satisfaction.*4\.5\/5$/),
    ]);

    // A button that does nothing is disabled and says why.
    const newDashboard = screen.getByRole('button', { name: INSIGHTS_TEXTS.newDashboard });
    expect(newDashboard).toBeDisabled();
    expect(newDashboard).toHaveAccessibleDescription(INSIGHTS_TEXTS.newDashboardReason);
    await userEvent.click(newDashboard);
    expect(router.state.location.pathname).toBe(path);
    expect(fetchMock).not.toHaveBeenCalled();
    // An empty state in the person's words, not a note to developers.
    expect(screen.getByText(INSIGHTS_TEXTS.emptyTitle)).toBeVisible();
    expect(screen.queryByText(/ready for implementation/i)).toBeNull();
  });

  it.each([
    ['/insights/dashboards', 'Dashboards'],
    ['/insights/kpis', 'KPIs'],
    ['/insights/reports', 'Reports'],
  ])("%s shows 'Coming Soon'", async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeInTheDocument();
  });
});
