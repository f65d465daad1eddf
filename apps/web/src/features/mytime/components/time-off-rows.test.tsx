import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeOffWeek } from '@apps/contracts/mytime/time-off';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { TimeOffRows, TimeOffTable } from './time-off-rows';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dates = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const days = (hours: number[]) => dates.map((date, i) => ({ date, hours: hours[i]! }));

const WEEK: TimeOffWeek = {
  timesheetId: '00000000-0000-4000-8000-000000000001',
  employeeId: '00000000-0000-4000-8000-000000000002',
  weekStartDate: '2026-11-22',
  weekEndDate: '2026-11-28',
  workingDayHours: 8,
  rows: [
    { kind: 'Holiday', label: "Guru Nanak's Birthday", holidayId: '00000000-0000-4000-8000-000000000003', leaveRequestId: null, leaveType: null, halfDay: null, days: days([0, 0, 8, 0, 0, 0, 0]), totalHours: 8 },
    { kind: 'Leave', label: 'Sick Leave', holidayId: null, leaveRequestId: '00000000-0000-4000-8000-000000000004', leaveType: 'SickLeave', halfDay: 'SecondHalf', days: days([0, 0, 0, 4, 0, 0, 0]), totalHours: 4 },
  ],
  days: days([0, 0, 8, 4, 0, 0, 0]),
  totalHours: 12,
};

const T = MYTIME_TEXTS.timeOff;

describe('TimeOffTable (issue 18)', () => {
  it('shows one read-only row per holiday and approved leave with hours per day and a total', () => {
    renderWithProviders(<TimeOffTable timeOff={WEEK} />);
    const rows = screen.getAllByTestId('time-off-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent("Holiday Guru Nanak's Birthday");
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '', '8 h', '', '', '', '', '8 h']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Leave Sick Leave (second half)');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '', '', '4 h', '', '', '', '4 h']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([T.kind, 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', T.total]);
    expect(screen.queryByRole('button')).toBeNull();
  }, 30_000);

  it('says so when the week has no time off', () => {
    renderWithProviders(<TimeOffTable timeOff={{ ...WEEK, rows: [], days: days([0, 0, 0, 0, 0, 0, 0]), totalHours: 0 }} />);
    expect(screen.getByText(T.none)).toBeInTheDocument();
  });
});

describe('TimeOffRows (issue 18)', () => {
  it('loads the week and shows the separate Time off figure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: WEEK, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' })));
    renderWithProviders(<TimeOffRows timesheetId={WEEK.timesheetId} />);
    expect(await screen.findByTestId('time-off-total')).toHaveTextContent('Time off: 12 h');
    expect(screen.getAllByTestId('time-off-row')).toHaveLength(2);
  });

  it('shows the error banner with Retry when the read fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, data: null, error: 'An error occurred', validationErrors: null, traceId: 'trace-1', timestamp: '2026-11-23T00:00:00.000Z' }, { status: 500 })),
    );
    renderWithProviders(<TimeOffRows timesheetId={WEEK.timesheetId} />);
    expect(await screen.findByTestId('load-error', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
