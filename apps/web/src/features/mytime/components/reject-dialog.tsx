import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

// The form (react-hook-form and the timesheet schema) comes when the dialog opens; the
// dialog, its title and Close are there at once, with a spinner where the form will be.
const RejectForm = lazy(() => import('./reject-form'));

/**
 * Reject with a reason: the reason must not be blank ('Please provide a
 * reason for rejection'), the server's rule. `onReject` gets the trimmed reason; when it throws, the
 * server's message for the reason shows under the field.
 */
export function RejectDialog({ title, isLoading, onReject, onClose }: { title: string; isLoading: boolean; onReject: (reason: string) => unknown; onClose: () => void }) {
  return (
    <Modal open title={title} onClose={onClose}>
      <Suspense fallback={<Spinner className="py-6" />}>
        <RejectForm title={title} isLoading={isLoading} onReject={onReject} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}
