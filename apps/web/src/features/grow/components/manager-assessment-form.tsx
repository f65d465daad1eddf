import toast from 'react-hot-toast';
import { ManagerAssessmentSchema } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { useSubmitManagerAssessment } from '../api/submit-manager-assessment';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';
import { ratingValue, RatingSelect } from './rating-select';

/** The reviewer's assessment: strengths, areas of improvement (both required) and an overall rating 1 to 5. */
export function ManagerAssessmentForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { formatMessage } = useI18n();
  const assess = useSubmitManagerAssessment();
  const form = useZodForm(ManagerAssessmentSchema, { defaultValues: { strengths: '', areasOfImprovement: '' } });
  return (
    <Form
      form={form}
      idPrefix={`assess-${reviewId}`}
      aria-label={formatMessage(messages.assess)}
      className="mt-4 space-y-4 rounded-lg border border-violet-100 bg-violet-50/40 p-4"
      onSubmitError={() => toast.error(formatMessage(messages.assessFailed))}
      onSubmit={async (input) => {
        await assess.mutateAsync({ reviewId, input });
        toast.success(formatMessage(messages.assessed));
        onDone();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="strengths" label={formatMessage(messages.strengths)}>
          {(control) => <textarea rows={3} className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormField name="areasOfImprovement" label={formatMessage(messages.areasOfImprovement)}>
          {(control) => <textarea rows={3} className={INPUT_CLASS} {...control} />}
        </FormField>
      </div>
      <FormField name="overallRating" label={formatMessage(messages.overallRating)} options={{ setValueAs: ratingValue }} className="md:w-1/2">
        {(control) => <RatingSelect {...control} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={assess.isPending}>
          {formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" isLoading={assess.isPending}>
          {formatMessage(messages.submitAssessment)}
        </Button>
      </div>
    </Form>
  );
}
