import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MYTIME_TEXTS } from '../texts';
import { LeaveRequestForm } from './leave-request-form';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Answers every call with a 400 envelope carrying `validationErrors`. */
function refuseWith(validationErrors: Record<string, string[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { success: false, data: null, error: 'Validation failed', validationErrors, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' },
        { status: 400 },
      ),
    ),
  );
}

describe('LeaveRequestForm (SPEC.md section 5 "Leave request")', () => {
  it('defaults to Casual Leave and asks for start, end and reason', async () => {
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    expect(screen.getByLabelText(/Leave type/)).toHaveValue('CasualLeave');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MYTIME_TEXTS.leave.fillRequired, { id: 'form-leave' }));
    expect(screen.getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's validation errors under leave type, start date, end date and reason", async () => {
    refuseWith({
      leaveType: ['Not enough CasualLeave days available'],
      startDate: ['Start date is in the past'],
      endDate: ['End date must be on or after the start date'],
      reason: ['Reason is required'],
    });
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-24');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    await vi.waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/Leave type/)).toHaveAccessibleDescription('Not enough CasualLeave days available');
    expect(screen.getByLabelText(/Start date/)).toHaveAccessibleDescription('Start date is in the past');
    expect(screen.getByLabelText(/End date/)).toHaveAccessibleDescription('End date must be on or after the start date');
    expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription('Reason is required');
    expect(screen.getByText('Please fix below validation error(s)')).toBeInTheDocument();
  });

  it('shows a server error once: the banner names fields by their labels, no toast, no working-day line for a range without one (issue 14 item 5)', async () => {
    refuseWith({ endDate: ['End date must be on or after the start date'] });
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toast.error).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-24');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    const banner = await screen.findByText('Please fix below validation error(s)');
    expect(toast.dismiss).toHaveBeenLastCalledWith('form-leave');
    expect(banner.parentElement).toHaveTextContent('End date: End date must be on or after the start date');
    expect(banner.parentElement).not.toHaveTextContent('endDate');
    expect(screen.queryByText(/working day\(s\)/)).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('End date must be on or after the start date')).toHaveLength(1);
  });

  it('clears the last banner when the next submit starts', async () => {
    refuseWith({ reason: ['Reason is too short'] });
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-24');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/Reason/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await screen.findByText('Please fix below validation error(s)');
    expect(screen.getByText('2 working day(s), Monday to Friday, before holidays')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Reason/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(screen.queryByText('Please fix below validation error(s)')).not.toBeInTheDocument());
    expect(toast.error).toHaveBeenCalledWith(MYTIME_TEXTS.leave.fillRequired, { id: 'form-leave' });
  });

  it('sends the half of a one-day request (issue 18) and counts it as half a day', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, data: {}, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-25');
    await userEvent.selectOptions(screen.getByLabelText(/Duration/), 'SecondHalf');
    expect(screen.getByText(MYTIME_TEXTS.leave.halfDayCount)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Dentist');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ halfDay: 'SecondHalf', reason: 'Dentist' });
  });
});
