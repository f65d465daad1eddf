import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { SelfAssessmentSchema } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useSubmitSelfAssessment } from '../api/submit-self-assessment';
import { GROW_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';
import { ratingValue, RatingSelect } from './rating-select';

type Input = z.input<typeof SelfAssessmentSchema>;
type Output = z.output<typeof SelfAssessmentSchema>;

/** The reviewed employee's self-assessment: rating 1 to 5, achievements (required), challenges, goals. */
export function SelfAssessmentForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const submitSelf = useSubmitSelfAssessment();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState: { errors } } = useForm<Input, unknown, Output>({
    resolver: zodResolver(SelfAssessmentSchema),
    defaultValues: { achievements: '', challenges: '', goals: '' },
  });
  const submit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      await submitSelf.mutateAsync({ reviewId, input });
      toast.success(GROW_TEXTS.selfAssessed);
      onDone();
    } catch (error) {
      setServerError(error);
      toast.error(GROW_TEXTS.selfAssessFailed);
    }
  });
  const id = (name: string) => `self-${reviewId}-${name}`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4 rounded-lg border border-blue-100 bg-blue-50/40 p-4">
      <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
      <FormField id={id('rating')} label="Your rating" error={errors.selfRating?.message}>
        <RatingSelect id={id('rating')} invalid={!!errors.selfRating} registration={register('selfRating', { setValueAs: ratingValue })} />
      </FormField>
      <FormField id={id('achievements')} label="Achievements" error={errors.achievements?.message}>
        <textarea id={id('achievements')} rows={3} className={INPUT_CLASS} aria-invalid={errors.achievements ? true : undefined} {...register('achievements')} />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={id('challenges')} label="Challenges (optional)" error={errors.challenges?.message}>
          <textarea id={id('challenges')} rows={2} className={INPUT_CLASS} {...register('challenges')} />
        </FormField>
        <FormField id={id('goals')} label="Goals for next period (optional)" error={errors.goals?.message}>
          <textarea id={id('goals')} rows={2} className={INPUT_CLASS} {...register('goals')} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={submitSelf.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={submitSelf.isPending}>
          Submit Self-Assessment
        </Button>
      </div>
    </form>
  );
}
