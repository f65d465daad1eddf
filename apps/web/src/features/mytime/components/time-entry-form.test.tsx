import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { renderWithProviders } from '../../../test/render';
import { TimeEntryForm } from './time-entry-form';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const timesheet: Timesheet = {
  id: 't1',
  employeeId: 'e',
  employeeName: 'E',
  weekStartDate: '2020-01-05',
  weekEndDate: '2020-01-11',
  status: 'Draft',
  totalHours: 0,
  billableHours: 0,
  nonBillableHours: 0,
  entries: [],
  submittedAt: null,
  reviewedById: null,
  reviewedAt: null,
  rejectionReason: null,
};

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
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please fill all required fields'));
  });
});
