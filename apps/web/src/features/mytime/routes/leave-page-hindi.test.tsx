import { screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { intlFor, type Messages } from '../../../lib/i18n/intl';
import { aLeaveRequest, aPage, aUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { todayLocal } from '../local-dates';
import { LeavePage } from './leave-page';

// This feature's Hindi catalogue, as the app loads it (a glob: the catalogue is data, not part of the typed sources).
const hindiCatalogue = Object.values(import.meta.glob<Messages>('../locales/hi.json', { eager: true, import: 'default' }))[0]!;
const year = Number(todayLocal().slice(0, 4));
const holiday: Holiday = {
  id: '1',
  officeLocation: 'Bengaluru',
  date: `${year}-01-26`,
  name: 'Republic Day',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => useAuthStore.setState({ user: aUser({ id: 'arjun', name: 'Arjun Reddy', officeLocation: 'Bengaluru' }), userRoles: [], isLoadingRoles: false }));
afterEach(() => vi.unstubAllGlobals());

describe('the Leave screen in Hindi', () => {
  it('names my holidays, the leave type and the half of a half-day request in Hindi, and keeps the data as typed', async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/mytime/holidays/mine') return [holiday];
      if (url.pathname === '/v1/mytime/leaves/balances') return [];
      return aPage([aLeaveRequest({ id: 'h', startDate: `${year}-12-04`, endDate: `${year}-12-04`, totalDays: 0.5, halfDay: 'FirstHalf', status: 'Pending' })]);
    });
    renderWithProviders(
      <RawIntlProvider value={intlFor('hi', hindiCatalogue)}>
        <LeavePage />
      </RawIntlProvider>,
      { path: '/mytime/leave' },
    );

    expect(await screen.findByRole('list', { name: 'मेरी छुट्टियाँ' })).toHaveTextContent('Republic Day');
    expect(screen.getByText(`Bengaluru कार्यालय, ${year}`)).toBeInTheDocument();
    const request = await screen.findByTestId('leave-request');
    expect(request).toHaveTextContent('आकस्मिक अवकाश');
    expect(request).toHaveTextContent('पहला आधा दिन · 0.5 दिन');
    expect(request).toHaveTextContent('Family');
  });
});
