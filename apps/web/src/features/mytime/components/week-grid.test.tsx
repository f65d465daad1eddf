import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@apps/contracts/mytime/project';
import type { TimeEntry, Timesheet } from '@apps/contracts/mytime/timesheet';
import { aTimesheet } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { WeekGrid } from './week-grid';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

const G = MYTIME_TEXTS.grid;
const P1 = '11111111-1111-4111-8111-111111111111';
const project: Project = {
  id: P1,
  name: 'Atlas',
  code: 'ATL',
  clientName: 'Acme',
  billingType: 'T&M',
  status: 'Active',
  startDate: '2020-01-01',
  endDate: null,
  projectManagerId: 'm',
  projectManagerName: 'M',
} as Project;

const entry = (id: string, date: string, hours: number, overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id,
  date,
  projectId: P1,
  projectName: 'Atlas',
  taskDescription: 'Build',
  hours,
  category: 'Development',
  isBillable: true,
  ...overrides,
});

// Week of Sunday 2020-01-05; Monday is 2020-01-06.
const sheet = aTimesheet({
  entries: [entry('e1', '2020-01-06', 8), entry('e2', '2020-01-07', 4), entry('e3', '2020-01-06', 2, { taskDescription: 'Meet', category: 'Meeting', isBillable: false })],
});

function envelope(status: number, data: unknown, validationErrors: Record<string, string[]> | null = null) {
  return Response.json({ success: status < 400, data, error: status < 400 ? null : 'Validation failed', validationErrors, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
}

const cell = (row: number, col: number) => document.getElementById(`grid-cell-${row}-${col}`) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('WeekGrid', () => {
  it('shows one row per project + task + category + billable with totals per row, per day and for the week', () => {
    renderWithProviders(<WeekGrid timesheet={sheet} projects={[project]} />);
    expect(screen.getAllByTestId('grid-row')).toHaveLength(2);
    expect(cell(0, 1)).toHaveValue('8');
    expect(cell(0, 2)).toHaveValue('4');
    expect(cell(1, 1)).toHaveValue('2');
    expect(screen.getAllByTestId('row-total').map((el) => el.textContent)).toEqual(['12', '2']);
    expect(screen.getByTestId('day-total-2020-01-06')).toHaveTextContent('10');
    expect(screen.getByTestId('week-total')).toHaveTextContent('14');
    expect(screen.getByTestId('grid-billable')).toHaveTextContent('12 h');
    expect(screen.getByTestId('grid-non-billable')).toHaveTextContent('2 h');
  });

  it('moves with arrows and Enter, steps 0.5 with + and -, and updates totals as you type', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WeekGrid timesheet={sheet} projects={[project]} />);
    await user.click(cell(0, 1));
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell(1, 0)).toHaveFocus();
    await user.keyboard('+++');
    expect(cell(1, 0)).toHaveValue('1.5');
    await user.keyboard('-');
    expect(cell(1, 0)).toHaveValue('1');
    await user.tab();
    expect(cell(1, 1)).toHaveFocus();
    await user.keyboard('3');
    expect(screen.getByTestId('week-total')).toHaveTextContent('16');
    expect(screen.getByTestId('grid-non-billable')).toHaveTextContent('4 h');
    expect(screen.getByText(G.unsaved(2))).toBeInTheDocument();
  });

  it('shows the 24-hours-per-day rule and bad steps in place, and will not save them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WeekGrid timesheet={sheet} projects={[project]} />);
    await user.click(cell(1, 1));
    await user.keyboard('17');
    expect(within(screen.getByTestId('day-total-2020-01-06')).getByRole('alert')).toHaveTextContent(G.overDay(24));
    expect(screen.getByRole('button', { name: G.save })).toBeDisabled();
    await user.clear(cell(1, 1));
    await user.keyboard('2.25');
    expect(cell(1, 1)).toHaveAccessibleDescription('Hours must be in steps of 0.5');
    expect(screen.getByRole('button', { name: G.save })).toBeDisabled();
  });

  it('saves only the changed cells in one request and shows the server errors under the cells they name', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => envelope(400, null, { 'entries.1.hours': ['At most 24 hours per day: this save would record 25 hours on Tue, Jan 7, 2020'] }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<WeekGrid timesheet={sheet} projects={[project]} />);
    await user.click(cell(0, 1));
    await user.keyboard('7.5');
    await user.click(cell(0, 3));
    await user.keyboard('6');
    await user.clear(cell(0, 2));
    await user.click(screen.getByRole('button', { name: G.save }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/v1/mytime/timesheets/t1/entries');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      entries: [
        { id: 'e1', date: '2020-01-06', projectId: P1, taskDescription: 'Build', category: 'Development', isBillable: true, hours: 7.5 },
        { date: '2020-01-08', projectId: P1, taskDescription: 'Build', category: 'Development', isBillable: true, hours: 6 },
      ],
      removedEntryIds: ['e2'],
    });
    expect(await screen.findByText(/this save would record 25 hours/)).toBeInTheDocument();
    expect(cell(0, 3)).toHaveAccessibleDescription(/25 hours/);
    expect(cell(0, 3)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(0, 1)).not.toHaveAttribute('aria-invalid');
  });

  it("adds a row with the pickers, and copies last week's rows with their hours", async () => {
    const user = userEvent.setup();
    const lastWeek: Pick<Timesheet, 'weekStartDate' | 'entries'> = {
      weekStartDate: '2019-12-29',
      entries: [entry('x1', '2019-12-30', 6, { taskDescription: 'Support', category: 'Support' }), entry('x2', '2019-12-31', 8)],
    };
    renderWithProviders(<WeekGrid timesheet={sheet} projects={[project]} copySource={lastWeek} />);
    const form = screen.getByRole('form', { name: G.addRowTitle });
    await user.selectOptions(within(form).getByLabelText(MYTIME_TEXTS.timesheet.project), P1);
    await user.type(within(form).getByLabelText(MYTIME_TEXTS.timesheet.taskDescription), 'Docs');
    await user.selectOptions(within(form).getByLabelText(MYTIME_TEXTS.timesheet.category), 'Documentation');
    await user.click(within(form).getByRole('button', { name: G.addRow }));
    expect(screen.getAllByTestId('grid-row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: /Docs · Documentation/ })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: G.copyWithHours }));
    await user.click(screen.getByRole('button', { name: G.copyLastWeek }));
    // Build (already here) keeps its 4 on Tuesday; Support is new with its 6 on Monday.
    expect(screen.getAllByTestId('grid-row')).toHaveLength(4);
    expect(cell(0, 2)).toHaveValue('4');
    expect(cell(3, 1)).toHaveValue('6');
    expect(screen.getByText(G.unsaved(1))).toBeInTheDocument();
  });

  it('is read-only once submitted, and draws read-only rows in their slot', () => {
    renderWithProviders(
      <WeekGrid
        timesheet={{ ...sheet, status: 'Submitted' }}
        projects={[project]}
        readOnlyRows={({ dates }) => (
          <tr>
            <th scope="row">{G.timeOff}</th>
            {dates.map((date) => (
              <td key={date}>0</td>
            ))}
          </tr>
        )}
      />,
    );
    expect(cell(0, 1)).toBeDisabled();
    expect(screen.queryByRole('button', { name: G.save })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('read-only-rows')).getByRole('rowheader', { name: G.timeOff })).toBeInTheDocument();
  });
});
