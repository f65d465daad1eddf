import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { countWorkingDays } from '@apps/contracts/mytime/calendar';
import { DEFAULT_LEAVE_TYPE, LEAVE_TYPE_LABELS, LEAVE_TYPES, LeaveTypeSchema } from '@apps/contracts/mytime/leave';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { formatNumber, toLocalMidnightIso } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';

const L = MYTIME_TEXTS.leave;

const LeaveFormSchema = z.object({
  leaveType: LeaveTypeSchema,
  startDate: z.string().min(1, L.fillRequired),
  endDate: z.string().min(1, L.fillRequired),
  reason: z.string().trim().min(1, L.fillRequired).max(1000),
});
type LeaveForm = z.infer<typeof LeaveFormSchema>;

/**
 * Request Leave (SPEC.md section 5 "Leave request"): start, end and reason required ('Please fill all
 * required fields'); default type CasualLeave; dates sent as local midnight. Server validation errors
 * show per field (leave type, start date, end date, reason) and in the error banner.
 */
export function LeaveRequestForm({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const create = useCreateLeaveRequest();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, watch, formState } = useForm<LeaveForm>({
    resolver: zodResolver(LeaveFormSchema),
    defaultValues: { leaveType: DEFAULT_LEAVE_TYPE, startDate: '', endDate: '', reason: '' },
  });
  const [startDate, endDate] = watch(['startDate', 'endDate']);
  const days = startDate && endDate ? countWorkingDays(startDate, endDate) : null;
  const fieldErrors = (toBannerError(serverError)?.validationErrors ?? {}) as Record<string, string[]>;

  const onValid = async (values: LeaveForm) => {
    setServerError(null);
    try {
      await create.mutateAsync({
        employeeId,
        leaveType: values.leaveType,
        startDate: toLocalMidnightIso(values.startDate),
        endDate: toLocalMidnightIso(values.endDate),
        reason: values.reason,
      });
      toast.success(L.submitted);
      onDone();
    } catch (error) {
      setServerError(error);
      toast.error(L.submitFailed);
    }
  };

  return (
    <form noValidate aria-label={L.requestLeave} onSubmit={(e) => void handleSubmit(onValid, () => toast.error(L.fillRequired))(e)} className="space-y-4">
      <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="leave-type" label="Leave type" required error={fieldErrors.leaveType}>
          <select id="leave-type" className={INPUT_CLASS} {...register('leaveType')}>
            {LEAVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {LEAVE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="leave-start" label="Start date" required error={fieldErrors.startDate}>
          <input id="leave-start" type="date" className={INPUT_CLASS} aria-invalid={Boolean(formState.errors.startDate || fieldErrors.startDate)} {...register('startDate')} />
        </FormField>
        <FormField id="leave-end" label="End date" required error={fieldErrors.endDate}>
          <input id="leave-end" type="date" min={startDate || undefined} className={INPUT_CLASS} aria-invalid={Boolean(formState.errors.endDate || fieldErrors.endDate)} {...register('endDate')} />
        </FormField>
        <FormField id="leave-reason" label="Reason" required error={fieldErrors.reason} className="sm:col-span-3">
          <textarea id="leave-reason" rows={3} maxLength={1000} className={INPUT_CLASS} aria-invalid={Boolean(formState.errors.reason || fieldErrors.reason)} {...register('reason')} />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {days !== null && `${formatNumber(days)} working day(s), Monday to Friday`}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Submit Request
          </Button>
        </div>
      </div>
    </form>
  );
}
