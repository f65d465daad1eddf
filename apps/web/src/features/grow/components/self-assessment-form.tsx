import toast from 'react-hot-toast';
import { SelfAssessmentSchema } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { useSubmitSelfAssessment } from '../api/submit-self-assessment';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';
import { ratingValue, RatingSelect } from './rating-select';

/** The reviewed employee's self-assessment: rating 1 to 5, achievements (required), challenges, goals. */
export function SelfAssessmentForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { formatMessage } = useI18n();
  const submitSelf = useSubmitSelfAssessment();
  const form = useZodForm(SelfAssessmentSchema, { defaultValues: { achievements: '', challenges: '', goals: '' } });
  return (
    <Form
      form={form}
      idPrefix={`self-${reviewId}`}
      aria-label={formatMessage(messages.selfAssess)}
      className="mt-4 space-y-4 rounded-lg border border-blue-100 bg-blue-50/40 p-4"
      onSubmitError={() => toast.error(formatMessage(messages.selfAssessFailed))}
      onSubmit={async (input) => {
        await submitSelf.mutateAsync({ reviewId, input });
        toast.success(formatMessage(messages.selfAssessed));
        onDone();
      }}
    >
      <FormField name="selfRating" label={formatMessage(messages.yourRating)} options={{ setValueAs: ratingValue }}>
        {(control) => <RatingSelect {...control} />}
      </FormField>
      <FormField name="achievements" label={formatMessage(messages.achievements)}>
        {(control) => <textarea rows={3} className={INPUT_CLASS} {...control} />}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="challenges" label={formatMessage(messages.challenges)}>
          {(control) => <textarea rows={2} className={INPUT_CLASS} {...control} />}
        </FormField>
        <FormField name="goals" label={formatMessage(messages.goals)}>
          {(control) => <textarea rows={2} className={INPUT_CLASS} {...control} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={submitSelf.isPending}>
          {formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" isLoading={submitSelf.isPending}>
          {formatMessage(messages.submitSelfAssessment)}
        </Button>
      </div>
    </Form>
  );
}
