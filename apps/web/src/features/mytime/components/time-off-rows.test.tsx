import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeOffWeek } from '@apps/contracts/mytime/time-off';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import userEvent from '@testing-library/user-event';
import { aTimesheet } from '../../../test/fixtures';
import { TimeOffGridRows, TimeOffRows, TimeOffSummary, TimeOffTable } from './time-off-rows';
import { WeekGrid } from './week-grid';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => Response.json({ success: true, data, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' });

/** matchMedia answering `narrow` for the grid's narrow-screen query. */
function stubWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

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

describe('TimeOffTable', () => {
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
  });

  it('says so when the week has no time off', () => {
    renderWithProviders(<TimeOffTable timeOff={{ ...WEEK, rows: [], days: days([0, 0, 0, 0, 0, 0, 0]), totalHours: 0 }} />);
    expect(screen.getByText(T.none)).toBeInTheDocument();
  });
});

describe('TimeOffRows', () => {
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

describe('Time off inside the week grid', () => {
  const sheet = aTimesheet({
    id: WEEK.timesheetId,
    weekStartDate: '2026-11-22',
    weekEndDate: '2026-11-28',
    status: 'Draft',
    entries: [{ id: 'e1', date: '2026-11-23', projectId: 'p1', projectName: 'Atlas', taskDescription: 'Build', hours: 6, category: 'Development', isBillable: true }],
    totalHours: 6,
    billableHours: 6,
    nonBillableHours: 0,
  });
  const renderGrid = () =>
    renderWithProviders(
      <WeekGrid
        timesheet={sheet}
        projects={[]}
        readOnlyRows={(slot) => <TimeOffGridRows timesheetId={WEEK.timesheetId} slot={slot} />}
        readOnlySummary={<TimeOffSummary timesheetId={WEEK.timesheetId} />}
      />,
    );

  it('draws holidays and approved leave as read-only rows of the grid, apart from its totals', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok(WEEK)));
    renderGrid();
    const grid = screen.getByRole('table', { name: MYTIME_TEXTS.grid.title });
    const rows = await within(grid).findAllByTestId('time-off-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent("Holiday Guru Nanak's Birthday");
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '', '8 h', '', '', '', '', '8 h']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Leave Sick Leave (second half)');
    expect(within(rows[1]!).queryByRole('textbox')).toBeNull();
    // The grid's figures stay those of the time entries; time off has its own.
    expect(screen.getByTestId('week-total')).toHaveTextContent('6');
    expect(screen.getByTestId('day-total-2026-11-24')).toHaveTextContent('0');
    expect(screen.getByTestId('grid-total')).toHaveTextContent('6 h');
    // The summary draws its own read of the week, which may settle after the rows.
    expect(await within(screen.getByTestId('time-off')).findByTestId('time-off-total')).toHaveTextContent('Time off: 12 h');
  });

  it('keeps the keyboard moving between hours cells, past the read-only rows', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok(WEEK)));
    renderGrid();
    await screen.findAllByTestId('time-off-row');
    const monday = document.getElementById('grid-cell-0-1') as HTMLInputElement;
    monday.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(monday).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.getElementById('grid-cell-0-2')).toHaveFocus();
  });

  it("shows only the chosen day's time off on a narrow screen", async () => {
    stubWidth(true);
    vi.stubGlobal('fetch', vi.fn(async () => ok(WEEK)));
    renderGrid();
    await screen.findByTestId('time-off-total');
    await userEvent.click(screen.getByRole('button', { name: /^Tue/ }));
    expect(within(await screen.findByTestId('time-off-day')).getAllByTestId('time-off-row').map((row) => row.textContent)).toEqual(["Holiday Guru Nanak's Birthday8 h"]);
    await userEvent.click(screen.getByRole('button', { name: /^Wed/ }));
    expect(within(screen.getByTestId('time-off-day')).getByTestId('time-off-row')).toHaveTextContent('Sick Leave (second half)4 h');
    await userEvent.click(screen.getByRole('button', { name: /^Mon/ }));
    expect(screen.queryByTestId('time-off-day')).toBeNull();
  });

  it('says so beside the grid when the week has no time off, and offers Retry when the read fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok({ ...WEEK, rows: [], days: days([0, 0, 0, 0, 0, 0, 0]), totalHours: 0 })));
    const { unmount } = renderGrid();
    expect(await screen.findByText(T.none)).toBeInTheDocument();
    expect(screen.queryByTestId('time-off-row')).toBeNull();
    unmount();

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, data: null, error: 'An error occurred', validationErrors: null, traceId: 'trace-2', timestamp: '2026-11-23T00:00:00.000Z' }, { status: 500 })));
    renderGrid();
    expect(await within(screen.getByTestId('time-off')).findByTestId('load-error', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('time-off-row')).toBeNull();
  });
});
