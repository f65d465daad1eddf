import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

// The form comes when the dialog opens, as the reject form does: the approvals screen's first load has
// no form layer.
const ApproveForm = lazy(() => import('./approve-form'));

/**
 * Approve one timesheet or the selected ones with an optional comment, shown to each employee on their
 * timesheet and in the approval e-mail. `onApprove` gets the trimmed comment (undefined when blank);
 * when it throws, the server's message for the comment shows under the field.
 */
export function ApproveDialog({ title, isLoading, onApprove, onClose }: { title: string; isLoading: boolean; onApprove: (comment: string | undefined) => unknown; onClose: () => void }) {
  return (
    <Modal open title={title} onClose={onClose}>
      <Suspense fallback={<Spinner className="py-6" />}>
        <ApproveForm title={title} isLoading={isLoading} onApprove={onApprove} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}
