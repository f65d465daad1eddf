import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ManagerAssessmentSchema } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useSubmitManagerAssessment } from '../api/submit-manager-assessment';
import { GROW_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';
import { ratingValue, RatingSelect } from './rating-select';

type Input = z.input<typeof ManagerAssessmentSchema>;

/** The reviewer's assessment: strengths, areas of improvement (both required) and an overall rating 1 to 5. */
export function ManagerAssessmentForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const assess = useSubmitManagerAssessment();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState: { errors } } = useForm<Input>({
    resolver: zodResolver(ManagerAssessmentSchema),
    defaultValues: { strengths: '', areasOfImprovement: '' },
  });
  const submit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      await assess.mutateAsync({ reviewId, input });
      toast.success(GROW_TEXTS.assessed);
      onDone();
    } catch (error) {
      setServerError(error);
      toast.error(GROW_TEXTS.assessFailed);
    }
  });
  const id = (name: string) => `assess-${reviewId}-${name}`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4 rounded-lg border border-violet-100 bg-violet-50/40 p-4">
      <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={id('strengths')} label="Strengths" error={errors.strengths?.message}>
          <textarea id={id('strengths')} rows={3} className={INPUT_CLASS} aria-invalid={errors.strengths ? true : undefined} {...register('strengths')} />
        </FormField>
        <FormField id={id('areas')} label="Areas of improvement" error={errors.areasOfImprovement?.message}>
          <textarea id={id('areas')} rows={3} className={INPUT_CLASS} aria-invalid={errors.areasOfImprovement ? true : undefined} {...register('areasOfImprovement')} />
        </FormField>
      </div>
      <FormField id={id('rating')} label="Overall rating" error={errors.overallRating?.message} className="md:w-1/2">
        <RatingSelect id={id('rating')} invalid={!!errors.overallRating} registration={register('overallRating', { setValueAs: ratingValue })} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={assess.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={assess.isPending}>
          Submit Assessment
        </Button>
      </div>
    </form>
  );
}
