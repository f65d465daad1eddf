import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aLeaveRequest, aPage, aUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { LEAVE_CONTEXT_TEXTS } from '../leave-texts';
import { todayLocal } from '../local-dates';
import { LeavePage } from './leave-page';

const M = LEAVE_CONTEXT_TEXTS.myHolidays;
const year = Number(todayLocal().slice(0, 4));
const holiday = (id: string, date: string, name: string, officeLocation: string | null): Holiday => ({
  id,
  officeLocation,
  date,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => useAuthStore.setState({ user: aUser({ id: 'arjun', name: 'Arjun Reddy', officeLocation: 'Bengaluru' }), userRoles: [], isLoadingRoles: false }));
afterEach(() => vi.unstubAllGlobals());

describe('the Leave screen', () => {
  it("lists my holidays of the year from my office's calendar, and my half-day request with its half", async () => {
    const fetchMock = stubApi((url) => {
      if (url.pathname === '/v1/mytime/holidays/mine') return [holiday('1', `${year}-01-26`, 'Republic Day', 'Bengaluru'), holiday('2', `${year}-11-24`, "Guru Nanak's Birthday", 'Bengaluru')];
      if (url.pathname === '/v1/mytime/leaves/balances') return [];
      return aPage([aLeaveRequest({ id: 'h', startDate: `${year}-12-04`, endDate: `${year}-12-04`, totalDays: 0.5, halfDay: 'FirstHalf' })]);
    });
    renderWithProviders(<LeavePage />, { path: '/mytime/leave' });

    const list = await screen.findByRole('list', { name: M.title });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Jan 26.*Republic Day/),
      expect.stringMatching(/Nov 24.*Guru Nanak's Birthday/),
    ]);
    expect(screen.getByText(M.subtitle(year, 'Bengaluru', true))).toBeInTheDocument();
    const mine = fetchMock.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname === '/v1/mytime/holidays/mine')!;
    expect(Object.fromEntries(mine.searchParams)).toEqual({ from: `${year}-01-01`, to: `${year}-12-31` });
    expect(await screen.findByTestId('leave-request')).toHaveTextContent('First half · 0.5 days');
  });

  it('says so when my calendar has no holidays this year', async () => {
    stubApi((url) => (url.pathname === '/v1/mytime/holidays/mine' || url.pathname === '/v1/mytime/leaves/balances' ? [] : aPage([])));
    renderWithProviders(<LeavePage />, { path: '/mytime/leave' });
    expect(await screen.findByText(M.empty(year))).toBeInTheDocument();
    expect(screen.getByText(M.subtitle(year, 'Bengaluru', false))).toHaveTextContent('Bengaluru office: the default calendar');
  });
});
