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
    await vi.waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true'));
    // Three empty fields, one message: shown once above them, no toast.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([MYTIME_TEXTS.leave.fillRequired]);
    expect(toast.error).not.toHaveBeenCalled();
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
    // Every error has its field: no banner repeats them.
    expect(screen.queryByText('Please fix below validation error(s)')).not.toBeInTheDocument();
  });

  it('shows a server error once, under its field: no banner, no toast, no working-day line for a range without one', async () => {
    refuseWith({ endDate: ['End date must be on or after the start date'] });
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toast.error).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-24');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    await vi.waitFor(() => expect(screen.getByLabelText(/End date/)).toHaveAccessibleDescription('End date must be on or after the start date'));
    expect(toast.dismiss).toHaveBeenLastCalledWith('form-leave');
    expect(screen.queryByText('Please fix below validation error(s)')).not.toBeInTheDocument();
    expect(screen.queryByText(/working day/)).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getAllByText('End date must be on or after the start date')).toHaveLength(1);
  });

  it('clears the last server error when the next submit starts', async () => {
    refuseWith({ reason: ['Reason is too short'] });
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-24');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/Reason/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription('Reason is too short'));
    expect(screen.getByText('2 working days, Monday to Friday, before holidays')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Reason/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription(MYTIME_TEXTS.leave.fillRequired));
    expect(screen.queryByText('Reason is too short')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the half of a one-day request and counts it as half a day', async () => {
    const calls = serveHolidays([]);
    const onDone = vi.fn();
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-25');
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-25');
    await userEvent.selectOptions(screen.getByLabelText(/Duration/), 'SecondHalf');
    expect(await screen.findByText(MYTIME_TEXTS.leave.halfDayCount)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Dentist');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ halfDay: 'SecondHalf', reason: 'Dentist' });
  });
});

/** Answers the holidays read with `holidays` (dates of 2026) and a leave request with 201; records the calls. */
function serveHolidays(holidays: Array<[string, string]>, { fail = false } = {}) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
      const envelope = (status: number, data: unknown) =>
        Response.json({ success: status < 400, data, error: status < 400 ? null : 'An error occurred', validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' }, { status });
      if (url.pathname === '/v1/mytime/holidays/mine') {
        if (fail) return envelope(500, null);
        return envelope(
          200,
          holidays.map(([date, name], i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, officeLocation: null, date, name, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })),
        );
      }
      return envelope(201, {});
    }),
  );
  return calls;
}

describe("Request Leave's day count: the server's rule, with the person's holidays", () => {
  const L = MYTIME_TEXTS.leave;
  const estimate = () => screen.getByTestId('leave-days-estimate');
  async function choose(start: string, end: string, duration?: string) {
    await userEvent.type(screen.getByLabelText(/Start date/), start);
    await userEvent.type(screen.getByLabelText(/End date/), end);
    if (duration) await userEvent.selectOptions(screen.getByLabelText(/Duration/), duration);
  }

  it("skips the person's public holidays on working days, reading their holidays of the year once", async () => {
    // Monday 23 to Sunday 29 November 2026: Tuesday is a holiday, Saturday's holiday changes nothing.
    const calls = serveHolidays([['2026-11-24', "Guru Nanak's Birthday"], ['2026-11-28', 'A Saturday holiday']]);
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await choose('2026-11-23', '2026-11-29');
    await vi.waitFor(() => expect(estimate()).toHaveTextContent(L.workingDaysCounted('4', 1)));
    expect(estimate()).toHaveTextContent('4 working days: Monday to Friday, without 1 public holiday');
    const reads = calls.filter((call) => call.url.pathname === '/v1/mytime/holidays/mine');
    expect(reads).toHaveLength(1);
    expect(Object.fromEntries(reads[0]!.url.searchParams)).toEqual({ from: '2026-01-01', to: '2026-12-31' });

    await userEvent.clear(screen.getByLabelText(/End date/));
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-23');
    expect(estimate()).toHaveTextContent(L.workingDaysCounted('1', 0));
    expect(calls.filter((call) => call.url.pathname === '/v1/mytime/holidays/mine')).toHaveLength(1);
  });

  it('counts a half day as 0.5, and says a holiday or a weekend has no working day, as the server would refuse it', async () => {
    serveHolidays([['2026-11-24', "Guru Nanak's Birthday"]]);
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await choose('2026-11-25', '2026-11-25', 'FirstHalf');
    await vi.waitFor(() => expect(estimate()).toHaveTextContent(L.halfDayCount));

    await userEvent.clear(screen.getByLabelText(/Start date/));
    await userEvent.type(screen.getByLabelText(/Start date/), '2026-11-24');
    await userEvent.clear(screen.getByLabelText(/End date/));
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-24');
    expect(estimate()).toHaveTextContent(L.noWorkingDays);

    await userEvent.selectOptions(screen.getByLabelText(/Duration/), 'full');
    expect(estimate()).toHaveTextContent(L.noWorkingDays);
    await userEvent.clear(screen.getByLabelText(/End date/));
    await userEvent.type(screen.getByLabelText(/End date/), '2026-11-25');
    expect(estimate()).toHaveTextContent(L.workingDaysCounted('1', 1));
  });

  it('says nothing until the holidays are read, and falls back to the count before holidays when they cannot be', async () => {
    serveHolidays([], { fail: true });
    renderWithProviders(<LeaveRequestForm employeeId="e1" onDone={() => {}} />);
    await choose('2026-11-23', '2026-11-27');
    await vi.waitFor(() => expect(estimate()).toHaveTextContent(L.workingDays('5')));
  });
});
