import { useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useModalDialog } from './use-modal-dialog';
import { useI18n } from '../lib/i18n/intl';
import { modalMessages as messages } from './messages';

/**
 * A modal `<dialog>` with a title, a body and a close button; focus stays inside and Escape closes
 * (as the shared ConfirmDialog). Used for the reject reason, project form and assignment dialogs.
 */
export function Modal({ open, title, onClose, children, wide = false }: { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { formatMessage } = useI18n();
  useModalDialog(ref, open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={formatMessage(messages.close)} className="rounded-md p-1 text-slate-500 hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
