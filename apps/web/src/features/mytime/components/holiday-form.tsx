import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { Button } from '../../../components/button';
import { Form, FormField, formToastId, INPUT_CLASS, useZodForm } from '../../../components/form';
import { useI18n } from '../../../lib/i18n/intl';
import { useSaveHoliday } from '../api/save-holiday';
import { holidayMessages } from '../leave.messages';
import { toLocalMidnightIso } from '../local-dates';
import { holidayAdminTexts } from '../leave-texts';

/** The form's rules, their message in the page's language (built per language, not at module load). */
function holidayFormSchema(fillRequired: string) {
  return z.object({
    date: z.string().min(1, fillRequired),
    name: z.string().trim().min(1, fillRequired).max(200),
  });
}

const TOAST_ID = formToastId('holiday');

/**
 * Adds a holiday to calendar `officeLocation` (null: the default calendar), or edits `holiday`.
 * Date and name are required; the server's field errors (a date the calendar already has)
 * show under the fields.
 */
export function HolidayForm({ officeLocation, holiday, onDone }: { officeLocation: string | null; holiday?: Holiday; onDone: () => void }) {
  const save = useSaveHoliday();
  const intl = useI18n();
  const { formatMessage } = intl;
  const H = holidayAdminTexts(intl);
  const schema = useMemo(() => holidayFormSchema(H.fillRequired), [H.fillRequired]);
  const form = useZodForm(schema, { defaultValues: { date: holiday?.date ?? '', name: holiday?.name ?? '' } });
  return (
    <Form
      form={form}
      idPrefix={holiday ? `holiday-${holiday.id}` : 'holiday-new'}
      aria-label={holiday ? formatMessage(holidayMessages.editNamed, { name: holiday.name }) : H.add}
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (values) => {
        await save.mutateAsync({ id: holiday?.id, officeLocation, date: toLocalMidnightIso(values.date), name: values.name });
        toast.success(holiday ? H.updated : H.added, { id: TOAST_ID });
        if (!holiday) form.reset({ date: '', name: '' });
        onDone();
      }}
    >
      <FormField name="date" label={H.date} required>
        {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
      </FormField>
      <FormField name="name" label={H.name} required className="min-w-[12rem] flex-1">
        {(control) => <input type="text" maxLength={200} className={INPUT_CLASS} {...control} />}
      </FormField>
      <div className="flex gap-2">
        {holiday && (
          <Button variant="secondary" onClick={onDone}>
            {H.cancel}
          </Button>
        )}
        <Button type="submit" isLoading={save.isPending}>
          {holiday ? H.save : H.add}
        </Button>
      </div>
    </Form>
  );
}
