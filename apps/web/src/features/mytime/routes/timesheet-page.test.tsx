import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { weekOf } from '@apps/contracts/mytime/calendar';
import { formatDateRange } from '@apps/contracts/date-format';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { aPage, aTimeOffWeek, aTimesheet } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { todayLocal } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { WEEK_TEXTS } from '../timesheet-week-texts';
import { TimesheetPage } from './timesheet-page';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

const T = MYTIME_TEXTS.timesheet;
const week = weekOf(todayLocal());
const sheet = (id: string, weekStartDate: string, weekEndDate: string): Timesheet => aTimesheet({ id, employeeId: 'u1', employeeName: 'A', weekStartDate, weekEndDate });
const thisWeek = sheet('this-week', week.weekStartDate, week.weekEndDate);
const lastWeek = sheet('last-week', '2020-01-05', '2020-01-11');

function envelope(status: number, data: unknown, error: string | null = null) {
  return Response.json({ success: status < 400, data, error, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

beforeEach(() => {
  useAuthStore.setState({ user: { id: 'u1', email: 'a@company.example', azureId: null, name: 'A', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' }, userRoles: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("New Timesheet for a week that has one", () => {
  it("is disabled with the reason, and opens this week's timesheet", async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/time-off')) return envelope(200, aTimeOffWeek());
      if (url.pathname.includes('/employee/')) return envelope(200, aPage([lastWeek, thisWeek]));
      return envelope(200, url.pathname.endsWith('this-week') ? thisWeek : url.pathname.endsWith('last-week') ? lastWeek : aPage([]));
    }));
    renderWithProviders(<TimesheetPage />);
    const button = await screen.findByRole('button', { name: T.newTimesheet });
    await vi.waitFor(() => expect(button).toBeDisabled());
    // The newest sheet is shown first; open the list's other week, then come back through the hint.
    await userEvent.click(await screen.findByRole('button', { name: /2020/ }));
    expect(button).toHaveAccessibleDescription(T.weekExists);
    await userEvent.click(screen.getByRole('button', { name: T.openThisWeek }));
    expect(screen.getByRole('button', { current: true })).not.toHaveTextContent('2020');
    expect(screen.queryByRole('button', { name: T.openThisWeek })).not.toBeInTheDocument();
  });

  it('opens the existing week, with a note and no failure, when the server refuses a second one', async () => {
    let created = false;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/time-off')) return envelope(200, aTimeOffWeek());
      if (init?.method === 'POST') {
        created = true;
        return envelope(409, null, 'A timesheet for this week already exists');
      }
      if (url.pathname.includes('/employee/')) return envelope(200, aPage(created ? [thisWeek, lastWeek] : [lastWeek]));
      if (url.pathname.endsWith('/projects')) return envelope(200, aPage([]));
      return envelope(200, url.pathname.endsWith('this-week') ? thisWeek : lastWeek);
    }));
    renderWithProviders(<TimesheetPage />);
    const button = await screen.findByRole('button', { name: T.newTimesheet });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(WEEK_TEXTS.weekExisted(formatDateRange(week.weekStartDate, week.weekEndDate))));
    expect(toast.error).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText(T.weekExists)).toBeInTheDocument();
    expect(await screen.findByRole('button', { current: true })).not.toHaveTextContent('2020');
  });
});
