import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateDefaults, formatDate, formatDateRange } from '@apps/contracts/date-format';
import { weekOf } from '@apps/contracts/mytime/calendar.values';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { todayLocal } from '../features/mytime/local-dates';
import { settingsKeys } from '../features/settings/api/keys';
import { usePersonDates } from '../features/settings/use-person-dates';

/** Saturday 2026-11-28 12:00 UTC: already Sunday 2026-11-29 02:00 in Kiritimati (UTC+14), a new week. */
const NOW = new Date('2026-11-28T12:00:00Z');

function Screen() {
  const { weekStartDate, weekEndDate } = weekOf(todayLocal());
  return (
    <ul>
      <li data-testid="today">{todayLocal()}</li>
      <li data-testid="week">{weekStartDate}</li>
      <li data-testid="date">{formatDate('2026-11-23')}</li>
      <li data-testid="range">{formatDateRange(weekStartDate, weekEndDate)}</li>
    </ul>
  );
}

function Layout() {
  return <Screen key={usePersonDates()} />;
}

function renderWith(settings: UserSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(settingsKeys.mine(), settings);
  const view = render(
    <QueryClientProvider client={client}>
      <Layout />
    </QueryClientProvider>,
  );
  return { client, view };
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the person’s time zone and date format', () => {
  it('today and the current week are those of the chosen zone, far from the browser’s', () => {
    renderWith({ ...DEFAULT_USER_SETTINGS, timeZone: 'Pacific/Kiritimati' });
    expect(text('today')).toBe('2026-11-29');
    expect(text('week')).toBe('2026-11-29');
    renderWith({ ...DEFAULT_USER_SETTINGS, timeZone: 'Pacific/Pago_Pago' });
    // Saturday 01:00 in Pago Pago (UTC-11): still the week that started on Sunday 2026-11-22.
    expect(screen.getAllByTestId('today').at(-1)?.textContent).toBe('2026-11-28');
    expect(screen.getAllByTestId('week').at(-1)?.textContent).toBe('2026-11-22');
  });

  it.each([
    // The default keeps the spec's month-first texts.
    ['MM/DD/YYYY', 'Nov 23, 2026', 'Nov 29 – Dec 5, 2026'],
    ['DD/MM/YYYY', '23/11/2026', '29/11/2026 – 05/12/2026'],
    ['YYYY-MM-DD', '2026-11-23', '2026-11-29 – 2026-12-05'],
  ] as const)('%s shows dates as %s', (dateFormat, date, range) => {
    renderWith({ ...DEFAULT_USER_SETTINGS, timeZone: 'Pacific/Kiritimati', dateFormat });
    expect(text('date')).toBe(date);
    expect(text('range')).toBe(range);
  });

  it('a save applies at once, without a reload, and signing out forgets the choices', async () => {
    const { client, view } = renderWith({ ...DEFAULT_USER_SETTINGS, dateFormat: 'DD/MM/YYYY' });
    expect(text('date')).toBe('23/11/2026');
    act(() => client.setQueryData(settingsKeys.mine(), { ...DEFAULT_USER_SETTINGS, timeZone: 'Pacific/Kiritimati', dateFormat: 'YYYY-MM-DD' }));
    await waitFor(() => expect(text('date')).toBe('2026-11-23'));
    expect(text('today')).toBe('2026-11-29');
    view.unmount();
    expect(dateDefaults()).toEqual({});
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
  });
});
