import { useState } from 'react';
import { Button } from '../../../components/button';
import { MYTIME_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';
import { Modal } from '../../../components/modal';

/**
 * Reject with a reason (SPEC.md sections 2 and 5): the reason must not be blank ('Please provide a
 * reason for rejection'); the server checks the same.
 */
export function RejectDialog({ title, isLoading, onReject, onClose }: { title: string; isLoading: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!reason.trim()) {
      setError(MYTIME_TEXTS.approvals.reasonRequired);
      return;
    }
    onReject(reason.trim());
  };

  return (
    <Modal open title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <FormField id="reject-reason" label="Reason" required error={error ? [error] : undefined}>
          <textarea
            id="reject-reason"
            rows={4}
            maxLength={1000}
            className={INPUT_CLASS}
            value={reason}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'reject-reason-error' : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={isLoading}>
            {MYTIME_TEXTS.approvals.reject}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
