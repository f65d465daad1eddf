import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { countWorkingDays, isCalendarDate, isWorkingWeekday, yearOf } from '@apps/contracts/mytime/calendar.values';
import type { HalfDay } from '@apps/contracts/mytime/leave';
import { leaveDaysOf } from '@apps/contracts/mytime/leave-days';
import { DEFAULT_LEAVE_TYPE, HALF_DAYS, LEAVE_TYPES, LeaveTypeSchema } from '@apps/contracts/mytime/leave';
import { Button } from '../../../components/button';
import { Form, FormField, formToastId, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { useMyHolidays } from '../api/get-my-holidays';
import { useI18n } from '../../../lib/i18n/intl';
import { halfDayText, leaveScreenTexts, leaveTypeLabel, type LeaveScreenTexts } from '../leave-texts';
import { formatNumber, toLocalMidnightIso } from '../local-dates';

/** The form's rules, their message in the page's language (built per language, not at module load). */
function leaveFormSchema(fillRequired: string) {
  return z.object({
    leaveType: LeaveTypeSchema,
    startDate: z.string().min(1, fillRequired),
    endDate: z.string().min(1, fillRequired),
    reason: z.string().trim().min(1, fillRequired).max(1000),
    /** `full`, or the half of a one-day request. */
    duration: z.enum(['full', ...HALF_DAYS]),
  });
}

const TOAST_ID = formToastId('leave');

/**
 * The line under the form that says how many days the request will count, by the server's
 * own rule (`leaveDaysOf`) with the person's holidays of the year; null when there is nothing to say
 * yet (dates missing, end before start, two years, holidays still loading). If the holidays cannot be
 * read, the count before holidays, saying so.
 */
function useDaysEstimate(L: LeaveScreenTexts, startDate: string, endDate: string, halfDay: HalfDay | null): string | null {
  const range = isCalendarDate(startDate) && isCalendarDate(endDate) && endDate >= startDate ? { startDate, endDate } : null;
  const year = range && yearOf(range.startDate) === yearOf(range.endDate) ? yearOf(range.startDate) : null;
  const holidays = useMyHolidays(year);
  if (halfDay && startDate && endDate && startDate !== endDate) return L.halfDayOneDate;
  if (!range || year === null) return null;
  if (holidays.isError) {
    const days = countWorkingDays(range.startDate, range.endDate);
    return days === 0 ? null : halfDay ? L.halfDayCount : L.workingDays(formatNumber(days));
  }
  if (!holidays.data) return null;
  const dates = holidays.data.map((holiday) => holiday.date);
  const days = leaveDaysOf({ ...range, halfDay }, dates);
  if (days === 0) return L.noWorkingDays;
  if (halfDay) return L.halfDayCount;
  const skipped = new Set(dates.filter((date) => date >= range.startDate && date <= range.endDate && isWorkingWeekday(date))).size;
  return L.workingDaysCounted(formatNumber(days), skipped);
}

/**
 * Request Leave: start, end and reason required ('Please fill all
 * required fields'); default type CasualLeave; dates sent as local midnight. Server validation errors
 * show per field (leave type, start date, end date, reason) and in the error banner, named by their
 * labels. Each error shows once: no toast beside the banner, the working-day count only for a range
 * that has working days, and a new submit clears the old messages. The
 * duration chooses full days or the first or second half of one day (0.5 day); the count shown is
 * the server's (`leaveDaysOf` with the person's holidays from `GET /v1/mytime/holidays/mine`).
 */
export function LeaveRequestForm({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const create = useCreateLeaveRequest();
  const intl = useI18n();
  const L = leaveScreenTexts(intl);
  const schema = useMemo(() => leaveFormSchema(L.fillRequired), [L.fillRequired]);
  const form = useZodForm(schema, { defaultValues: { leaveType: DEFAULT_LEAVE_TYPE, startDate: '', endDate: '', reason: '', duration: 'full' } });
  const [startDate, endDate, duration] = form.watch(['startDate', 'endDate', 'duration']);
  const estimate = useDaysEstimate(L, startDate, endDate, duration === 'full' ? null : duration);
  const durationChoices = [{ value: 'full', label: L.fullDays }, ...HALF_DAYS.map((half) => ({ value: half, label: halfDayText(intl, half) ?? half }))];

  return (
    <Form
      focusOnOpen
      form={form}
      idPrefix="leave"
      aria-label={L.requestLeave}
      className="space-y-4"
      onSubmit={async (values) => {
        await create.mutateAsync({
          employeeId,
          leaveType: values.leaveType,
          startDate: toLocalMidnightIso(values.startDate),
          endDate: toLocalMidnightIso(values.endDate),
          ...(values.duration === 'full' ? {} : { halfDay: values.duration }),
          reason: values.reason,
        });
        toast.success(L.submitted, { id: TOAST_ID });
        onDone();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-4">
        <FormSelect name="leaveType" label={L.leaveType} required choices={LEAVE_TYPES.map((type) => ({ value: type, label: leaveTypeLabel(intl, type) }))} />
        <FormField name="startDate" label={L.startDate} required>
          {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormField name="endDate" label={L.endDate} required>
          {(control) => <input type="date" min={startDate || undefined} className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormSelect name="duration" label={L.duration} choices={durationChoices} />
        <FormField name="reason" label={L.reason} required className="sm:col-span-4">
          {(control) => <textarea rows={3} maxLength={1000} className={INPUT_CLASS} {...control} />}
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="leave-days-estimate">
          {estimate}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onDone}>
            {L.close}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {L.submitRequest}
          </Button>
        </div>
      </div>
    </Form>
  );
}
