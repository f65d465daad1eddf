import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@apps/contracts/mytime/project';
import { nonBillableProjectMessage } from '@apps/contracts/mytime/project.values';
import type { PendingTimesheet, TimeEntry, Timesheet } from '@apps/contracts/mytime/timesheet';
import { aPage, aTimeOffWeek, aTimesheet } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { WEEK_TEXTS } from '../timesheet-week-texts';
import { PendingTimesheets } from './pending-timesheets';
import { TimeEntryForm } from './time-entry-form';
import { WeekGrid } from './week-grid';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

// The grid as the one way to enter time: Billable follows the project's billing type (grid row and
// Add Entry form alike, with the API's message), required fields are marked, rows keep their order
// after Save week, and the approver sees the same grid read-only with the time-off rows.

const G = MYTIME_TEXTS.grid;
const T = MYTIME_TEXTS.timesheet;
const project = (id: string, name: string, billingType: Project['billingType']): Project =>
  ({ id, name, code: name.slice(0, 3).toUpperCase(), clientName: 'C', billingType, status: 'Active', startDate: '2020-01-01', endDate: null, projectManagerId: 'm', projectManagerName: 'M' }) as Project;
const atlas = project('11111111-1111-4111-8111-111111111111', 'Atlas', 'T&M');
const internal = project('22222222-2222-4222-8222-222222222222', 'Internal Tooling', 'Non-billable');

const entry = (id: string, date: string, hours: number, overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id, date, projectId: atlas.id, projectName: 'Atlas', taskDescription: 'Build', hours, category: 'Development', isBillable: true, ...overrides,
});
// Week of Sunday 2020-01-05.
const sheet = aTimesheet({ entries: [entry('e1', '2020-01-06', 8)] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Billable follows the project', () => {
  it("the grid's add-row form unticks Billable for a Non-billable project, marks required fields and refuses Billable there", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WeekGrid timesheet={sheet} projects={[atlas, internal]} />);
    const form = screen.getByRole('form', { name: G.addRowTitle });
    const projectPicker = within(form).getByRole('combobox', { name: T.project });
    const task = within(form).getByRole('textbox', { name: T.taskDescription });
    expect(projectPicker).toHaveAttribute('aria-required', 'true');
    expect(task).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByText(T.project).className).toContain("after:content-['*']");
    const billable = within(form).getByRole('checkbox', { name: T.billable });
    await user.selectOptions(projectPicker, internal.id);
    expect(billable).not.toBeChecked();
    await user.selectOptions(projectPicker, atlas.id);
    expect(billable).toBeChecked();
    await user.selectOptions(projectPicker, internal.id);
    await user.click(billable);
    await user.type(task, 'Tooling');
    await user.click(within(form).getByRole('button', { name: G.addRow }));
    expect(within(form).getByRole('alert')).toHaveTextContent(nonBillableProjectMessage('Internal Tooling'));
    await user.click(billable);
    await user.click(within(form).getByRole('button', { name: G.addRow }));
    expect(screen.getByRole('rowheader', { name: /Tooling · Development · Non-billable/ })).toBeInTheDocument();
  });

  it('the Add Entry form unticks Billable for a Non-billable project', async () => {
    renderWithProviders(<TimeEntryForm timesheet={sheet} projects={[atlas, internal]} />);
    const billable = screen.getByLabelText(T.billable);
    expect(billable).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText(/Project/), internal.id);
    await vi.waitFor(() => expect(billable).not.toBeChecked());
    await userEvent.selectOptions(screen.getByLabelText(/Project/), atlas.id);
    await vi.waitFor(() => expect(billable).toBeChecked());
  });
});

describe('rows keep their order after Save week', () => {
  it('a row added at the bottom stays there when the saved entries come back ordered by date', async () => {
    const user = userEvent.setup();
    // After the save the server lists the new row's Sunday entry first.
    const saved: Timesheet = { ...sheet, entries: [entry('n1', '2020-01-05', 2, { taskDescription: 'Docs' }), entry('e1', '2020-01-06', 8)] };
    stubApi(() => saved);
    function Harness() {
      const [current, setCurrent] = useState<Timesheet>(sheet);
      return (
        <>
          <WeekGrid timesheet={current} projects={[atlas]} />
          <button type="button" onClick={() => setCurrent(saved)}>
            reload
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const form = screen.getByRole('form', { name: G.addRowTitle });
    await user.selectOptions(within(form).getByRole('combobox', { name: T.project }), atlas.id);
    await user.type(within(form).getByRole('textbox', { name: T.taskDescription }), 'Docs');
    await user.click(within(form).getByRole('button', { name: G.addRow }));
    const sunday = document.getElementById('grid-cell-1-0') as HTMLInputElement;
    await user.type(sunday, '2');
    await user.click(screen.getByRole('button', { name: G.save }));
    await user.click(screen.getByRole('button', { name: 'reload' }));
    const rows = screen.getAllByTestId('grid-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([expect.stringContaining('Build'), expect.stringContaining('Docs')]);
  });
});

describe("the approver's timesheet detail", () => {
  it('shows the week grid the employee saw, read-only, with the time-off rows', async () => {
    const timeOff = {
      ...aTimeOffWeek('2020-01-05'),
      rows: [{ kind: 'Holiday', label: 'Pongal', holidayId: 'h1', leaveRequestId: null, leaveType: null, halfDay: null, days: [{ date: '2020-01-07', hours: 8 }], totalHours: 8 }],
      totalHours: 8,
    };
    const whole = aTimesheet({
      id: 's1',
      employeeName: 'Arjun Reddy',
      status: 'Submitted',
      totalHours: 10,
      billableHours: 8,
      nonBillableHours: 2,
      entries: [entry('e1', '2020-01-06', 8), entry('e2', '2020-01-06', 2, { taskDescription: 'Meet', category: 'Meeting', isBillable: false })],
    });
    const read: string[] = [];
    stubApi((url) => {
      read.push(url.pathname);
      if (url.pathname === '/v1/mytime/timesheets/s1') return whole;
      return url.pathname.endsWith('/time-off') ? timeOff : aPage([]);
    });
    // The pending list's row comes without entries (entries=false): the opened timesheet is read whole.
    const { entries: _left, ...row } = whole;
    const submitted: PendingTimesheet = { ...row, directReportId: null, lineVia: [] };
    renderWithProviders(<PendingTimesheets timesheets={[submitted]} approverId="m" />);
    const detail = await screen.findByTestId('approval-detail');
    const grid = await within(detail).findByTestId('week-grid');
    expect(read).toContain('/v1/mytime/timesheets/s1');
    expect(grid).toHaveTextContent(WEEK_TEXTS.approverGrid);
    expect(within(grid).getAllByTestId('grid-row')).toHaveLength(2);
    // Hours as text, no inputs: nothing here can be changed.
    expect(document.getElementById('grid-cell-0-1')).toHaveTextContent('8');
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).queryByRole('button', { name: G.save })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: G.copyLastWeek })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('form', { name: G.addRowTitle })).not.toBeInTheDocument();
    expect(await within(grid).findByText('Pongal')).toBeInTheDocument();
    expect(within(grid).getByTestId('week-total')).toHaveTextContent('10');
  });
});
