import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page';
import { InitiateReviewSchema, REVIEW_TYPES, type InitiateReview } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useGrowPeople } from '../api/get-grow-people';
import { useInitiateReview } from '../api/initiate-review';
import { currentQuarter } from '../grow-format';
import { GROW_TEXTS, REVIEW_TYPE_LABELS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';

/** The current quarter as `YYYY-MM-DD` start and end dates (the form's default period). */
function quarterPeriod(): { reviewPeriodStart: string; reviewPeriodEnd: string } {
  const { quarter, year } = currentQuarter();
  const pad = (n: number) => String(n).padStart(2, '0');
  const endMonth = quarter * 3;
  const endDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return { reviewPeriodStart: `${year}-${pad(endMonth - 2)}-01`, reviewPeriodEnd: `${year}-${pad(endMonth)}-${pad(endDay)}` };
}

/**
 * A manager starts a review: whom (active Grow people), which type, and the period (end on or after
 * start). The manager becomes the reviewer.
 */
export function InitiateReviewForm({ onDone, onStarted }: { onDone: () => void; onStarted: () => void }) {
  const people = useGrowPeople({ limit: GROW_MAX_PAGE_SIZE });
  const initiate = useInitiateReview();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState: { errors } } = useForm<InitiateReview>({
    resolver: zodResolver(InitiateReviewSchema),
    defaultValues: { employeeId: '', reviewType: 'Quarterly', ...quarterPeriod() },
  });
  const submit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      await initiate.mutateAsync(input);
      toast.success(GROW_TEXTS.reviewStarted);
      onStarted();
    } catch (error) {
      setServerError(error);
      toast.error(GROW_TEXTS.reviewStartFailed);
    }
  });
  const options = people.data?.items ?? [];
  return (
    <Card className="mb-6">
      <CardHeader title={GROW_TEXTS.startReview} description="You will be the reviewer: the employee self-assesses, then you assess and finalize." />
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 p-5">
        <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="review-employee" label="Employee" error={errors.employeeId?.message}>
            <select id="review-employee" className={INPUT_CLASS} aria-invalid={errors.employeeId ? true : undefined} {...register('employeeId')}>
              <option value="">{people.isPending ? 'Loading people…' : options.length === 0 ? GROW_TEXTS.noPeople : 'Select an employee'}</option>
              {options.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name ? `${person.name} (${person.email})` : person.email}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="review-type" label="Review type" error={errors.reviewType?.message}>
            <select id="review-type" className={INPUT_CLASS} {...register('reviewType')}>
              {REVIEW_TYPES.map((type) => (
                <option key={type} value={type}>
                  {REVIEW_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="review-start" label="Period start" error={errors.reviewPeriodStart?.message}>
            <input id="review-start" type="date" className={INPUT_CLASS} aria-invalid={errors.reviewPeriodStart ? true : undefined} {...register('reviewPeriodStart')} />
          </FormField>
          <FormField id="review-end" label="Period end" error={errors.reviewPeriodEnd?.message}>
            <input id="review-end" type="date" className={INPUT_CLASS} aria-invalid={errors.reviewPeriodEnd ? true : undefined} {...register('reviewPeriodEnd')} />
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={initiate.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={initiate.isPending}>
            {GROW_TEXTS.startReview}
          </Button>
        </div>
      </form>
    </Card>
  );
}
