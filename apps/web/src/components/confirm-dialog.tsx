import { useRef } from 'react';
import { AlertTriangle, Info, Trash2 } from 'lucide-react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';
import { useI18n } from '../lib/i18n/intl';
import { confirmDialogMessages as messages } from './messages';

export type ConfirmDialogType = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Default 'Confirm'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  /** Default 'warning'. */
  type?: ConfirmDialogType;
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const LOOK = {
  danger: { icon: Trash2, tone: 'bg-red-100 text-red-600', button: 'danger' as const },
  warning: { icon: AlertTriangle, tone: 'bg-amber-100 text-amber-600', button: 'warning' as const },
  info: { icon: Info, tone: 'bg-blue-100 text-blue-600', button: 'primary' as const },
};

/**
 * The reusable confirmation dialog: title, message, confirm and cancel texts
 * (defaults Confirm/Cancel), types danger, warning, info. A modal `<dialog>`: focus stays inside,
 * Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  type = 'warning',
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);

  const { formatMessage } = useI18n();
  const look = LOOK[type];
  const Icon = look.icon;
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        if (!isLoading) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60"
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start gap-4">
            <div className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${look.tone}`}>
              <Icon className="h-5 w-5" aria-hidden />
            </div>
            <div>
              <h2 id="confirm-dialog-title" className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              <p id="confirm-dialog-message" className="mt-1 text-sm text-slate-600">
                {message}
              </p>
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} disabled={isLoading} autoFocus>
              {cancelText ?? formatMessage(messages.cancel)}
            </Button>
            <Button variant={look.button} onClick={onConfirm} isLoading={isLoading}>
              {confirmText ?? formatMessage(messages.confirm)}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
