import { useMemo } from 'react';
import { z } from 'zod';
import { RejectSchema } from '@apps/contracts/mytime/timesheet';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { useI18n } from '../../../lib/i18n/intl';
import { approvalsScreenTexts } from '../approval-texts';

/**
 * The server's rule for the reason (`RejectSchema`), its blank-reason message in the page's language:
 * a blank reason stops at the first step, any other goes on to the contract's own checks.
 */
function rejectFormSchema(reasonRequired: string) {
  return z.object({ reason: z.string().trim().min(1, reasonRequired).pipe(RejectSchema.shape.reason) });
}

/**
 * The reason form of `RejectDialog`: the reason must not be blank ('Please
 * provide a reason for rejection'), the server's rule. Loaded when the dialog opens, so
 * the approvals screen's first load has no form layer and no schema.
 */
export default function RejectForm({ title, isLoading, onReject, onClose }: { title: string; isLoading: boolean; onReject: (reason: string) => unknown; onClose: () => void }) {
  const A = approvalsScreenTexts(useI18n());
  const schema = useMemo(() => rejectFormSchema(A.reasonRequired), [A.reasonRequired]);
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
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
