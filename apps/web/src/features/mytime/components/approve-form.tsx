import { z } from 'zod';
import { MAX_APPROVAL_COMMENT } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { APPROVAL_TEXTS } from '../approval-texts';

const T = APPROVAL_TEXTS;
const ApproveFormSchema = z.object({ comment: z.string().max(MAX_APPROVAL_COMMENT, `At most ${MAX_APPROVAL_COMMENT} characters`) });

/**
 * The comment form of `ApproveDialog`: an optional comment (at most `MAX_APPROVAL_COMMENT` characters,
 * the server's rule) and Approve. Loaded when the dialog opens, like the reject form.
 */
export default function ApproveForm({ title, isLoading, onApprove, onClose }: { title: string; isLoading: boolean; onApprove: (comment: string | undefined) => unknown; onClose: () => void }) {
  const form = useZodForm(ApproveFormSchema, { defaultValues: { comment: '' } });
  return (
    <Form form={form} idPrefix="approve" aria-label={title} className="space-y-4" onSubmit={({ comment }) => onApprove(comment.trim() || undefined)}>
      <FormField name="comment" label={T.comment} hint={T.commentHint}>
        {(control) => <textarea rows={3} maxLength={MAX_APPROVAL_COMMENT} className={INPUT_CLASS} {...control} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {T.cancel}
        </Button>
        <Button type="submit" variant="success" isLoading={isLoading}>
          {T.approve}
        </Button>
      </div>
    </Form>
  );
}
