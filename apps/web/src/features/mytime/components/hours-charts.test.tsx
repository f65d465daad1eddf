import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar';
import type { HoursChart } from '@apps/contracts/mytime/charts';
import { renderWithProviders } from '../../../test/render';
import { todayLocal } from '../local-dates';
import { CHART_TEXTS } from '../export-texts';
import { HoursCharts, summarise } from './hours-charts';
import { INACTIVE_TEXT } from '../../../components/inactive-badge';

const T = CHART_TEXTS;
const start = addDays(weekOf(todayLocal()).weekStartDate, -28);
const chart: HoursChart = {
  days: Array.from({ length: 35 }, (_, i) => ({ date: addDays(start, i), billableHours: i === 1 ? 6 : 0, nonBillableHours: i === 1 ? 2 : 0 })),
  team: [{ employeeId: 'a', name: 'Arjun Reddy', email: 'arjun@example.com', isActive: true, billableHours: 30, nonBillableHours: 10 }],
};

function serve(data: HoursChart) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input)));
    return Response.json({ success: true, data, error: null, validationErrors: null, traceId: 't', timestamp: 'x' });
  }));
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Hours charts', () => {
  it('summarises each chart in text and offers the figures as a table', async () => {
    const urls = serve(chart);
    renderWithProviders(<HoursCharts userId="me" showTeam />);
    expect(await screen.findByText(summarise(T.myHours, [{ key: 'x', label: 'x', billable: 6, nonBillable: 2 }]))).toBeInTheDocument();
    expect(screen.getByText(`${T.teamHours}: 40 hours, 30 billable, 10 non-billable.`)).toBeInTheDocument();
    expect(urls[0]!.searchParams.get('weekStartDate')).toBe(weekOf(todayLocal()).weekStartDate);

    const [mine] = screen.getAllByRole('button', { name: T.showTable });
    await userEvent.click(mine!);
    const table = screen.getByRole('table', { name: T.myHours });
    // Its scroll box is in the tab order with the table's name (axe scrollable-region-focusable).
    expect(screen.getByRole('region', { name: T.myHours })).toHaveAttribute('tabindex', '0');
    expect(within(table).getAllByRole('row')).toHaveLength(36);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('628');
  });

  it('draws a chart only once its card comes near the viewport; the table stands in until then', async () => {
    let seen: IntersectionObserverCallback | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: IntersectionObserverCallback) { seen = callback; }
      observe() {}
      disconnect() {}
    });
    serve({ ...chart, team: [] });
    renderWithProviders(<HoursCharts userId="me" showTeam={false} />);
    expect(await screen.findByRole('table', { name: T.myHours })).toBeInTheDocument();
    const summary = screen.getByText(new RegExp(`^${T.myHours}:`)).textContent!;
    expect(screen.queryByRole('img', { name: summary })).not.toBeInTheDocument();
    // The observer is made by an effect, which a loaded machine may run after the table is on screen.
    await waitFor(() => expect(seen).toBeDefined());
    act(() => seen!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('img', { name: summary }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('keeps a deactivated direct report in the team chart, labelled Inactive', async () => {
    serve({ ...chart, team: [...chart.team, { employeeId: 'm', name: 'Meera Iyer', email: 'meera@example.com', isActive: false, billableHours: 0, nonBillableHours: 0 }] });
    renderWithProviders(<HoursCharts userId="me" showTeam />);
    await userEvent.click((await screen.findAllByRole('button', { name: T.showTable }))[1]!);
    const table = screen.getByRole('table', { name: T.teamHours });
    expect(within(table).getByText(`Meera Iyer (${INACTIVE_TEXT})`)).toBeInTheDocument();
    expect(within(table).getByText('Arjun Reddy')).toBeInTheDocument();
  });

  it('shows no team chart for someone who does not manage', async () => {
    serve({ ...chart, team: [] });
    renderWithProviders(<HoursCharts userId="me" showTeam={false} />);
    expect(await screen.findByText(new RegExp(`^${T.myHours}:`))).toBeInTheDocument();
    expect(screen.queryByText(T.teamHours)).not.toBeInTheDocument();
  });
});
