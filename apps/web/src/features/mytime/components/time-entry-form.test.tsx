import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTimesheet } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { TimeEntryForm } from './time-entry-form';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

const timesheet = aTimesheet();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderForm() {
  renderWithProviders(<TimeEntryForm timesheet={timesheet} projects={[]} />);
}

describe('TimeEntryForm (SPEC.md section 5 "Time entry")', () => {
  it('starts with 8 hours, billable, Development, and a date inside the week', () => {
    renderForm();
    expect(screen.getByLabelText(/Hours/)).toHaveValue(8);
    expect(screen.getByLabelText('Billable')).toBeChecked();
    expect(screen.getByLabelText('Category')).toHaveValue('Development');
    expect(screen.getByLabelText(/Date/)).toHaveValue('2020-01-06');
  });

  it("says 'Please fill all required fields' without a project and task", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    // Once, above the two empty fields; no toast repeats it.
    await vi.waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please fill all required fields']));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('after Add Entry starts again from 8 hours, Development, billable, keeping the date and project', async () => {
    const project = { id: 'p1', name: 'Atlas', code: 'ATL-001', clientName: 'Atlas Corp', billingType: 'T&M', status: 'Active', startDate: '2020-01-01', endDate: null, projectManagerId: 'm', projectManagerName: 'M' } as const;
    stubApi(() => timesheet);
    renderWithProviders(<TimeEntryForm timesheet={timesheet} projects={[project]} />);
    await userEvent.clear(screen.getByLabelText(/Date/));
    await userEvent.type(screen.getByLabelText(/Date/), '2020-01-08');
    await userEvent.selectOptions(screen.getByLabelText(/Project/), 'p1');
    await userEvent.type(screen.getByLabelText(/Task description/), 'Stand-up');
    await userEvent.clear(screen.getByLabelText(/Hours/));
    await userEvent.type(screen.getByLabelText(/Hours/), '0.5');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Meeting');
    await userEvent.click(screen.getByLabelText('Billable'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Time entry added'));
    await vi.waitFor(() => expect(screen.getByLabelText(/Task description/)).toHaveValue(''));
    expect(screen.getByLabelText(/Hours/)).toHaveValue(8);
    expect(screen.getByLabelText('Category')).toHaveValue('Development');
    expect(screen.getByLabelText('Billable')).toBeChecked();
    expect(screen.getByLabelText(/Date/)).toHaveValue('2020-01-08');
    expect(screen.getByLabelText(/Project/)).toHaveValue('p1');
  });
});
