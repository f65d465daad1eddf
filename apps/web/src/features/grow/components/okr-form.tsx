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
import { GROW_TEXTS } from '../texts';

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
  const create = useCreateOkr();
  const employeeId = useAuthStore((s) => s.user?.id);
  const form = useZodForm(OkrFormSchema, { defaultValues: { objective: '', ...currentQuarter(), keyResults: [newKeyResult()] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'keyResults' });

  return (
    <Card className="mb-6">
      <CardHeader title={GROW_TEXTS.newOkr} description={GROW_TEXTS.newOkrDescription} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="okr"
        aria-label={GROW_TEXTS.newOkr}
        className="space-y-5 p-5"
        onSubmitError={() => toast.error(GROW_TEXTS.okrCreateFailed)}
        onSubmit={async (values) => {
          await create.mutateAsync({ ...values, employeeId });
          toast.success(GROW_TEXTS.okrCreated);
          onDone();
        }}
      >
        <div className="grid grid-cols-2 gap-4 md:grid-cols-[1fr_8rem_8rem]">
          <FormField name="objective" label={GROW_TEXTS.objective} className="col-span-2 md:col-span-1">
            {(control) => <input className={INPUT_CLASS} placeholder={GROW_TEXTS.objectivePlaceholder} {...control} />}
          </FormField>
          <FormSelect name="quarter" label={GROW_TEXTS.quarter} options={{ setValueAs: Number }} choices={QUARTERS.map((q) => ({ value: q, label: `Q${q}` }))} />
          <FormField name="year" label={GROW_TEXTS.year} options={{ valueAsNumber: true }}>
            {(control) => <input type="number" min={2000} max={2100} className={INPUT_CLASS} {...control} />}
          </FormField>
        </div>

        <FormFieldset name="keyResults" legend={GROW_TEXTS.keyResults} legendClassName="mb-2 text-sm font-semibold text-slate-800">
          <ol className="space-y-3">
            {fields.map((field, index) => (
              <li key={field.id} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_7rem_6rem_auto] sm:items-start">
                  <FormField name={`keyResults.${index}.description`} label={GROW_TEXTS.keyResultN(index + 1)} className="col-span-2 sm:col-span-1">
                    {(control) => <input className={INPUT_CLASS} placeholder={GROW_TEXTS.keyResultPlaceholder} {...control} />}
                  </FormField>
                  <FormField name={`keyResults.${index}.target`} label={GROW_TEXTS.target} options={{ valueAsNumber: true }}>
                    {(control) => <input type="number" min={0} step="any" className={INPUT_CLASS} {...control} />}
                  </FormField>
                  <FormField name={`keyResults.${index}.unit`} label={GROW_TEXTS.unit}>
                    {(control) => <input className={INPUT_CLASS} {...control} />}
                  </FormField>
                  {fields.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="justify-self-start text-red-700 hover:bg-red-50 sm:mt-6"
                      onClick={() => remove(index)}
                      aria-label={GROW_TEXTS.removeKeyResultN(index + 1)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden /> {GROW_TEXTS.remove}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {fields.length < MAX_KEY_RESULTS && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => append(newKeyResult())}>
              <Plus className="h-4 w-4" aria-hidden /> {GROW_TEXTS.addKeyResult}
            </Button>
          )}
        </FormFieldset>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
            {GROW_TEXTS.cancel}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {GROW_TEXTS.createOkr}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
