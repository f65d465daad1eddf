import toast from 'react-hot-toast';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import { InitiateReviewSchema, REVIEW_TYPES } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { personLabel } from '../../../lib/person-label';
import { useGrowPeople } from '../api/get-grow-people';
import { useInitiateReview } from '../api/initiate-review';
import { currentQuarter } from '../grow-format';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages, reviewTypeMessages } from '../messages';

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
  const { formatMessage } = useI18n();
  const people = useGrowPeople({ limit: GROW_MAX_PAGE_SIZE });
  const initiate = useInitiateReview();
  const form = useZodForm(InitiateReviewSchema, { defaultValues: { employeeId: '', reviewType: 'Quarterly', ...quarterPeriod() } });
  const options = people.data?.items ?? [];
  return (
    <Card className="mb-6">
      <CardHeader title={formatMessage(messages.startReview)} description={formatMessage(messages.startReviewDescription)} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="review"
        aria-label={formatMessage(messages.startReview)}
        className="space-y-4 p-5"
        onSubmitError={() => toast.error(formatMessage(messages.reviewStartFailed))}
        onSubmit={async (input) => {
          await initiate.mutateAsync(input);
          toast.success(formatMessage(messages.reviewStarted));
          onStarted();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormSelect
            name="employeeId"
            label={formatMessage(messages.employee)}
            placeholder={people.isPending ? formatMessage(messages.loadingPeople) : options.length === 0 ? formatMessage(messages.noPeople) : formatMessage(messages.selectEmployee)}
            choices={options.map((person) => ({ value: person.id, label: personLabel(person) }))}
          />
          <FormSelect name="reviewType" label={formatMessage(messages.reviewType)} choices={REVIEW_TYPES.map((type) => ({ value: type, label: formatMessage(reviewTypeMessages[type]) }))} />
          <FormField name="reviewPeriodStart" label={formatMessage(messages.periodStart)}>
            {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="reviewPeriodEnd" label={formatMessage(messages.periodEnd)}>
            {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={initiate.isPending}>
            {formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" isLoading={initiate.isPending}>
            {formatMessage(messages.startReview)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
