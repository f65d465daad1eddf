import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { addDays } from '@apps/contracts/mytime/calendar.values';
import type { IntlShape } from 'react-intl';
import { DEFAULT_ENTRY_HOURS } from '@apps/contracts/mytime/hours';
import type { Project } from '@apps/contracts/mytime/project';
import { allowsBillable } from '@apps/contracts/mytime/project.values';
import { TIME_ENTRY_CATEGORIES, TimeEntryCategorySchema, type Timesheet } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { Form, FormField, formToastId, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormCheckbox, FormSelect } from '../../../components/form-controls';
import { useI18n } from '../../../lib/i18n/intl';
import { useAddTimeEntry } from '../api/add-time-entry';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { categoryLabel } from '../texts';
import { commonMessages, timesheetMessages as T } from '../timesheet.messages';
import { cellProblem, problemText } from '../week-grid';

const TOAST_ID = formToastId('entry');

/**
 * the spec's defaults of an entry's hours, category and billable flag; once a project is
 * chosen, Billable follows its billing type (unticked on a Non-billable project).
 */
export const ENTRY_DEFAULTS = { hours: DEFAULT_ENTRY_HOURS, category: 'Development', isBillable: true } as const;

/**
 * The form's rules with their messages in the language of `intl`. Hours follow the contracts' rules
 * (`HoursSchema`, the week grid's `cellProblem`: 0 to 24 in steps of 0.5), in words people can read.
 */
function entryFormSchema(intl: IntlShape) {
  const required = intl.formatMessage(commonMessages.fillRequired);
  return z.object({
    date: z.string().min(1, required),
    projectId: z.string().min(1, required),
    taskDescription: z.string().trim().min(1, required).max(1000),
    hours: z.number({ message: intl.formatMessage(commonMessages.hoursNumber) }).superRefine((value, context) => {
      const problem = cellProblem(String(value));
      if (problem) context.addIssue({ code: 'custom', message: problemText(problem, intl) });
    }),
    category: TimeEntryCategorySchema,
    isBillable: z.boolean(),
  });
}

/** Today when it falls in the week, else the week's Monday (default date today). */
function defaultDate(timesheet: Timesheet): string {
  const today = todayLocal();
  return today >= timesheet.weekStartDate && today <= timesheet.weekEndDate ? today : addDays(timesheet.weekStartDate, 1);
}

/**
 * The add-entry form: project and task description required
 * ('Please fill all required fields'); hours 0 to 24 in 0.5 steps, default 8; defaults today,
 * Development; Billable from the project's billing type. The week grid's rules and messages: billable
 * hours on a Non-billable project are refused with the API's message under Billable. Server field
 * errors show in the error banner and under each field. After an entry is added the form starts again
 * from those defaults, keeping only the date and project (the next entry never silently inherits the
 * last one's hours or category).
 */
export function TimeEntryForm({ timesheet, projects }: { timesheet: Timesheet; projects: Project[] }) {
  const intl = useI18n();
  const { formatMessage } = intl;
  const schema = useMemo(() => entryFormSchema(intl), [intl]);
  const addEntry = useAddTimeEntry();
  const form = useZodForm(schema, {
    defaultValues: { date: defaultDate(timesheet), projectId: '', taskDescription: '', ...ENTRY_DEFAULTS },
  });
  const active = projects.filter((p) => p.status === 'Active');
  const projectId = form.watch('projectId');
  const billingType = active.find((p) => p.id === projectId)?.billingType;
  useEffect(() => {
    if (billingType) form.setValue('isBillable', allowsBillable(billingType));
  }, [billingType, form]);

  return (
    <Form
      form={form}
      idPrefix="entry"
      aria-label={formatMessage(T.addEntry)}
      className="space-y-4"
      onSubmitError={() => toast.error(formatMessage(T.addEntryFailed), { id: TOAST_ID })}
      onSubmit={async (values) => {
        const project = active.find((p) => p.id === values.projectId);
        if (project && values.isBillable && !allowsBillable(project.billingType)) {
          form.setError('isBillable', { message: formatMessage(commonMessages.nonBillableProject, { project: project.name }) });
          return;
        }
        await addEntry.mutateAsync({ timesheetId: timesheet.id, entry: { ...values, date: toLocalMidnightIso(values.date) } });
        toast.success(formatMessage(T.entryAdded));
        form.reset({ date: values.date, projectId: values.projectId, taskDescription: '', ...ENTRY_DEFAULTS, isBillable: project ? allowsBillable(project.billingType) : ENTRY_DEFAULTS.isBillable });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="date" label={formatMessage(T.date)} required>
          {(control) => <input type="date" min={timesheet.weekStartDate} max={timesheet.weekEndDate} className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormSelect name="projectId" label={formatMessage(T.project)} required placeholder={formatMessage(T.selectProject)} choices={active.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))} />
        <FormField name="taskDescription" label={formatMessage(T.taskDescription)} required className="sm:col-span-2">
          {(control) => <input type="text" maxLength={1000} className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormField name="hours" label={formatMessage(T.hours)} required options={{ valueAsNumber: true }}>
          {(control) => <input type="number" min={0} max={24} step={0.5} inputMode="decimal" className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormSelect name="category" label={formatMessage(T.category)} choices={TIME_ENTRY_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c, intl) }))} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FormCheckbox name="isBillable" label={formatMessage(T.billable)} />
        <Button type="submit" isLoading={addEntry.isPending}>
          {formatMessage(T.addEntry)}
        </Button>
      </div>
    </Form>
  );
}
