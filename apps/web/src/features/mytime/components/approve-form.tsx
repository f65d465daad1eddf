import { useMemo } from 'react';
import { z } from 'zod';
import { MAX_APPROVAL_COMMENT } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { useI18n } from '../../../lib/i18n/intl';
import { approvalTexts } from '../approval-texts';
import { approvalMessages } from '../leave.messages';

/**
 * The comment form of `ApproveDialog`: an optional comment (at most `MAX_APPROVAL_COMMENT` characters,
 * the server's rule) and Approve. Loaded when the dialog opens, like the reject form.
 */
export default function ApproveForm({ title, isLoading, onApprove, onClose }: { title: string; isLoading: boolean; onApprove: (comment: string | undefined) => unknown; onClose: () => void }) {
  const intl = useI18n();
  const T = approvalTexts(intl);
  // The schema carries the message of the page's language; the number is the server's, written plainly.
  const schema = useMemo(
    () => z.object({ comment: z.string().max(MAX_APPROVAL_COMMENT, intl.formatMessage(approvalMessages.commentTooLong, { max: String(MAX_APPROVAL_COMMENT) })) }),
    [intl],
  );
  const form = useZodForm(schema, { defaultValues: { comment: '' } });
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
