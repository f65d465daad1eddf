import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Plus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { CreateOkrSchema, DEFAULT_KEY_RESULT_TARGET, DEFAULT_KEY_RESULT_UNIT, MAX_KEY_RESULTS, QUARTERS } from '@apps/contracts/grow/okr';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useCreateOkr } from '../api/create-okr';
import { currentQuarter } from '../grow-format';
import { GROW_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';

const OkrFormSchema = CreateOkrSchema.omit({ employeeId: true });
type OkrFormInput = z.input<typeof OkrFormSchema>;
type OkrFormOutput = z.output<typeof OkrFormSchema>;

const newKeyResult = () => ({ description: '', target: DEFAULT_KEY_RESULT_TARGET, unit: DEFAULT_KEY_RESULT_UNIT });

/**
 * The OKR create form (SPEC.md section 5): objective and at least one key result, each with
 * description and target (default 100) and unit (default '%'); Remove shows only with more than one
 * key result; quarter 1 to 4 and year default to the current ones. Validated with the server's schema.
 * Toasts 'OKR created successfully' / 'Failed to create OKR' (SPEC.md section 8).
 */
export function OkrForm({ onDone }: { onDone: () => void }) {
  const create = useCreateOkr();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OkrFormInput, unknown, OkrFormOutput>({
    resolver: zodResolver(OkrFormSchema),
    defaultValues: { objective: '', ...currentQuarter(), keyResults: [newKeyResult()] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'keyResults' });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create.mutateAsync(values);
      toast.success(GROW_TEXTS.okrCreated);
      onDone();
    } catch (error) {
      setServerError(error);
      toast.error(GROW_TEXTS.okrCreateFailed);
    }
  });

  const krListError = errors.keyResults?.message ?? errors.keyResults?.root?.message;
  return (
    <Card className="mb-6">
      <CardHeader title={GROW_TEXTS.newOkr} description="Set an objective for the quarter and how you will measure it." />
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 p-5">
        <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
        <div className="grid grid-cols-2 gap-4 md:grid-cols-[1fr_8rem_8rem]">
          <FormField id="okr-objective" label="Objective" error={errors.objective?.message} className="col-span-2 md:col-span-1">
            <input
              id="okr-objective"
              className={INPUT_CLASS}
              placeholder="e.g. Launch the shared design system"
              aria-invalid={errors.objective ? true : undefined}
              {...register('objective')}
            />
          </FormField>
          <FormField id="okr-quarter" label="Quarter" error={errors.quarter?.message}>
            <select id="okr-quarter" className={INPUT_CLASS} {...register('quarter', { setValueAs: Number })}>
              {QUARTERS.map((q) => (
                <option key={q} value={q}>
                  Q{q}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="okr-year" label="Year" error={errors.year?.message}>
            <input id="okr-year" type="number" min={2000} max={2100} className={INPUT_CLASS} {...register('year', { valueAsNumber: true })} />
          </FormField>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Key Results</legend>
          {krListError && (
            <p role="alert" className="mb-2 text-xs text-red-700">
              {krListError}
            </p>
          )}
          <ol className="space-y-3">
            {fields.map((field, index) => {
              const krErrors = errors.keyResults?.[index];
              return (
                <li key={field.id} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_7rem_6rem_auto] sm:items-start">
                    <FormField
                      id={`kr-${index}-description`}
                      label={`Key result ${index + 1}`}
                      error={krErrors?.description?.message}
                      className="col-span-2 sm:col-span-1"
                    >
                      <input
                        id={`kr-${index}-description`}
                        className={INPUT_CLASS}
                        placeholder="What will you measure?"
                        aria-invalid={krErrors?.description ? true : undefined}
                        {...register(`keyResults.${index}.description`)}
                      />
                    </FormField>
                    <FormField id={`kr-${index}-target`} label="Target" error={krErrors?.target?.message}>
                      <input
                        id={`kr-${index}-target`}
                        type="number"
                        min={0}
                        step="any"
                        className={INPUT_CLASS}
                        aria-invalid={krErrors?.target ? true : undefined}
                        {...register(`keyResults.${index}.target`, { valueAsNumber: true })}
                      />
                    </FormField>
                    <FormField id={`kr-${index}-unit`} label="Unit" error={krErrors?.unit?.message}>
                      <input id={`kr-${index}-unit`} className={INPUT_CLASS} {...register(`keyResults.${index}.unit`)} />
                    </FormField>
                    {fields.length > 1 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="justify-self-start text-red-700 hover:bg-red-50 sm:mt-6"
                        onClick={() => remove(index)}
                        aria-label={`Remove key result ${index + 1}`}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden /> Remove
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          {fields.length < MAX_KEY_RESULTS && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => append(newKeyResult())}>
              <Plus className="h-4 w-4" aria-hidden /> {GROW_TEXTS.addKeyResult}
            </Button>
          )}
        </fieldset>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {GROW_TEXTS.createOkr}
          </Button>
        </div>
      </form>
    </Card>
  );
}
