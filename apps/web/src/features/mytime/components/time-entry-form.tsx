import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { addDays } from '@apps/contracts/mytime/calendar';
import { DEFAULT_ENTRY_HOURS, HoursSchema } from '@apps/contracts/mytime/hours';
import type { Project } from '@apps/contracts/mytime/project';
import { TIME_ENTRY_CATEGORIES, TimeEntryCategorySchema, type Timesheet } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useAddTimeEntry } from '../api/add-time-entry';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { MYTIME_TEXTS, categoryLabel } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';

const T = MYTIME_TEXTS.timesheet;
const REQUIRED = T.fillRequired;

const EntryFormSchema = z.object({
  date: z.string().min(1, REQUIRED),
  projectId: z.string().min(1, REQUIRED),
  taskDescription: z.string().trim().min(1, REQUIRED).max(1000),
  hours: HoursSchema,
  category: TimeEntryCategorySchema,
  isBillable: z.boolean(),
});
type EntryForm = z.infer<typeof EntryFormSchema>;

/** Today when it falls in the week, else the week's Monday (SPEC.md section 5: default date today). */
function defaultDate(timesheet: Timesheet): string {
  const today = todayLocal();
  return today >= timesheet.weekStartDate && today <= timesheet.weekEndDate ? today : addDays(timesheet.weekStartDate, 1);
}

/**
 * The add-entry form (SPEC.md section 5 "Time entry"): project and task description required
 * ('Please fill all required fields'); hours 0 to 24 in 0.5 steps, default 8; defaults today,
 * billable, Development. Server field errors show in the error banner and under each field.
 */
export function TimeEntryForm({ timesheet, projects }: { timesheet: Timesheet; projects: Project[] }) {
  const addEntry = useAddTimeEntry();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, reset, formState } = useForm<EntryForm>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: { date: defaultDate(timesheet), projectId: '', taskDescription: '', hours: DEFAULT_ENTRY_HOURS, category: 'Development', isBillable: true },
  });
  const active = projects.filter((p) => p.status === 'Active');
  const fieldErrors = (toBannerError(serverError)?.validationErrors ?? {}) as Record<string, string[]>;
  const id = (name: string) => `entry-${name}`;

  const onValid = async (values: EntryForm) => {
    setServerError(null);
    try {
      await addEntry.mutateAsync({ timesheetId: timesheet.id, entry: { ...values, date: toLocalMidnightIso(values.date) } });
      toast.success(T.entryAdded);
      reset({ ...values, taskDescription: '' });
    } catch (error) {
      setServerError(error);
      toast.error(T.addEntryFailed);
    }
  };
  const onInvalid = (errors: Partial<Record<keyof EntryForm, unknown>>) => {
    if (errors.date || errors.projectId || errors.taskDescription) toast.error(REQUIRED);
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} aria-label={T.addEntry} className="space-y-4">
      <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('date')} label="Date" required error={fieldErrors.date}>
          <input id={id('date')} type="date" min={timesheet.weekStartDate} max={timesheet.weekEndDate} className={INPUT_CLASS} {...register('date')} />
        </FormField>
        <FormField id={id('project')} label="Project" required error={fieldErrors.projectId}>
          <select id={id('project')} className={INPUT_CLASS} aria-invalid={Boolean(formState.errors.projectId)} {...register('projectId')}>
            <option value="">Select a project</option>
            {active.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.code})
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('task')} label="Task description" required error={fieldErrors.taskDescription} className="sm:col-span-2">
          <input id={id('task')} type="text" maxLength={1000} className={INPUT_CLASS} aria-invalid={Boolean(formState.errors.taskDescription)} {...register('taskDescription')} />
        </FormField>
        <FormField id={id('hours')} label="Hours" required error={formState.errors.hours ? [formState.errors.hours.message ?? ''] : fieldErrors.hours}>
          <input id={id('hours')} type="number" min={0} max={24} step={0.5} inputMode="decimal" className={INPUT_CLASS} {...register('hours', { valueAsNumber: true })} />
        </FormField>
        <FormField id={id('category')} label="Category" error={fieldErrors.category}>
          <select id={id('category')} className={INPUT_CLASS} {...register('category')}>
            {TIME_ENTRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-blue-700" {...register('isBillable')} />
          {T.billable}
        </label>
        <Button type="submit" isLoading={addEntry.isPending}>
          {T.addEntry}
        </Button>
      </div>
    </form>
  );
}
