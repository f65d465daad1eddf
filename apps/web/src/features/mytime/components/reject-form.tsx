import { z } from 'zod';
import { RejectSchema } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { useI18n } from '../../../lib/i18n/intl';
import { approvalsScreenTexts } from '../approval-texts';

const RejectFormSchema = z.object({ reason: RejectSchema.shape.reason });

/**
 * The reason form of `RejectDialog`: the reason must not be blank ('Please
 * provide a reason for rejection'), the server's rule. Loaded when the dialog opens, so
 * the approvals screen's first load has no form layer and no schema.
 */
export default function RejectForm({ title, isLoading, onReject, onClose }: { title: string; isLoading: boolean; onReject: (reason: string) => unknown; onClose: () => void }) {
  const A = approvalsScreenTexts(useI18n());
  const form = useZodForm(RejectFormSchema, { defaultValues: { reason: '' } });
  return (
    <Form form={form} idPrefix="reject" aria-label={title} className="space-y-4" onSubmit={({ reason }) => onReject(reason)}>
      <FormField name="reason" label={A.reason} required>
        {(control) => <textarea rows={4} maxLength={1000} className={INPUT_CLASS} {...control} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {A.cancel}
        </Button>
        <Button type="submit" variant="danger" isLoading={isLoading}>
          {A.reject}
        </Button>
      </div>
    </Form>
  );
}
