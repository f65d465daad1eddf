import { useFieldArray } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Plus, Trash2 } from 'lucide-react';
import { CreateOkrSchema, DEFAULT_KEY_RESULT_TARGET, DEFAULT_KEY_RESULT_UNIT, MAX_KEY_RESULTS, QUARTERS } from '@apps/contracts/grow/okr';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormFieldset, FormSelect } from '../../../components/form-controls';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useCreateOkr } from '../api/create-okr';
import { currentQuarter } from '../grow-format';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

const OkrFormSchema = CreateOkrSchema.omit({ employeeId: true });

const newKeyResult = () => ({ description: '', target: DEFAULT_KEY_RESULT_TARGET, unit: DEFAULT_KEY_RESULT_UNIT });

/**
 * The OKR create form: objective and at least one key result, each with
 * description and target (default 100) and unit (default '%'); Remove shows only with more than one
 * key result; quarter 1 to 4 and year default to the current ones. Validated with the server's schema.
 * Toasts 'OKR created successfully' / 'Failed to create OKR'. The body carries
 * the signed-in person's `employeeId`, as SPEC.md section 7 lists it.
 */
export function OkrForm({ onDone }: { onDone: () => void }) {
  const { formatMessage } = useI18n();
  const create = useCreateOkr();
  const employeeId = useAuthStore((s) => s.user?.id);
  const form = useZodForm(OkrFormSchema, { defaultValues: { objective: '', ...currentQuarter(), keyResults: [newKeyResult()] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'keyResults' });

  return (
    <Card className="mb-6">
      <CardHeader title={formatMessage(messages.newOkr)} description={formatMessage(messages.newOkrDescription)} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="okr"
        aria-label={formatMessage(messages.newOkr)}
        className="space-y-5 p-5"
        onSubmitError={() => toast.error(formatMessage(messages.okrCreateFailed))}
        onSubmit={async (values) => {
          await create.mutateAsync({ ...values, employeeId });
          toast.success(formatMessage(messages.okrCreated));
          onDone();
        }}
      >
        <div className="grid grid-cols-2 gap-4 md:grid-cols-[1fr_8rem_8rem]">
          <FormField name="objective" label={formatMessage(messages.objective)} className="col-span-2 md:col-span-1">
            {(control) => <input className={INPUT_CLASS} placeholder={formatMessage(messages.objectivePlaceholder)} {...control} />}
          </FormField>
          <FormSelect name="quarter" label={formatMessage(messages.quarter)} options={{ setValueAs: Number }} choices={QUARTERS.map((q) => ({ value: q, label: formatMessage(messages.quarterLabel, { quarter: q }) }))} />
          <FormField name="year" label={formatMessage(messages.year)} options={{ valueAsNumber: true }}>
            {(control) => <input type="number" min={2000} max={2100} className={INPUT_CLASS} {...control} />}
          </FormField>
        </div>

        <FormFieldset name="keyResults" legend={formatMessage(messages.keyResults)} legendClassName="mb-2 text-sm font-semibold text-slate-800">
          <ol className="space-y-3">
            {fields.map((field, index) => (
              <li key={field.id} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_7rem_6rem_auto] sm:items-start">
                  <FormField name={`keyResults.${index}.description`} label={formatMessage(messages.keyResultN, { n: index + 1 })} className="col-span-2 sm:col-span-1">
                    {(control) => <input className={INPUT_CLASS} placeholder={formatMessage(messages.keyResultPlaceholder)} {...control} />}
                  </FormField>
                  <FormField name={`keyResults.${index}.target`} label={formatMessage(messages.target)} options={{ valueAsNumber: true }}>
                    {(control) => <input type="number" min={0} step="any" className={INPUT_CLASS} {...control} />}
                  </FormField>
                  <FormField name={`keyResults.${index}.unit`} label={formatMessage(messages.unit)}>
                    {(control) => <input className={INPUT_CLASS} {...control} />}
                  </FormField>
                  {fields.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="justify-self-start text-red-700 hover:bg-red-50 sm:mt-6"
                      onClick={() => remove(index)}
                      aria-label={formatMessage(messages.removeKeyResultN, { n: index + 1 })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden /> {formatMessage(messages.remove)}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {fields.length < MAX_KEY_RESULTS && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => append(newKeyResult())}>
              <Plus className="h-4 w-4" aria-hidden /> {formatMessage(messages.addKeyResult)}
            </Button>
          )}
        </FormFieldset>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
            {formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {formatMessage(messages.createOkr)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
