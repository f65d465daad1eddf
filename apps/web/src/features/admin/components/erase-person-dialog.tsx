import { useId, useRef, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { User } from '@apps/contracts/core/user';
import { Button } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/input-class';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { useI18n } from '../../../lib/i18n/intl';
import { erasureMessages as messages } from './personal-data.messages';

/** True when `typed` is `email`, ignoring case and surrounding spaces (addresses are case-insensitive here). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * The confirmation of "Erase personal data": a modal `<dialog>` (focus stays inside, Escape and Cancel
 * close it) that names the consequence, and whose destructive button is enabled only once the person's
 * e-mail address is typed (Enter in the field then confirms). Closed while `person` is null; what was
 * typed goes with it.
 */
export function ErasePersonDialog({
  person,
  isLoading = false,
  onConfirm,
  onCancel,
}: {
  person: User | null;
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, person !== null);
  const ids = { title: useId(), message: useId() };
  return (
    <dialog
      ref={ref}
      aria-labelledby={ids.title}
      aria-describedby={ids.message}
      onCancel={(event) => {
        event.preventDefault();
        if (!isLoading) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60"
    >
      {person && <EraseForm person={person} ids={ids} isLoading={isLoading} onConfirm={onConfirm} onCancel={onCancel} />}
    </dialog>
  );
}

function EraseForm({
  person,
  ids,
  isLoading,
  onConfirm,
  onCancel,
}: {
  person: User;
  ids: { title: string; message: string };
  isLoading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { formatMessage } = useI18n();
  const [typed, setTyped] = useState('');
  const field = useId();
  const hint = useId();
  const matches = confirmsEmail(typed, person.email);
  const wrong = typed !== '' && !matches;
  return (
    <form
      className="p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !isLoading) onConfirm();
      }}
    >
      <div className="flex items-start gap-4">
        <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600">
          <ShieldAlert className="h-5 w-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <h2 id={ids.title} className="text-lg font-semibold text-slate-900">
            {formatMessage(messages.title)}
          </h2>
          <div id={ids.message} className="mt-1 space-y-2 text-sm text-slate-600">
            <p>{formatMessage(messages.consequence, { name: person.name ?? person.email })}</p>
            <p>{formatMessage(messages.reportsMove)}</p>
          </div>
        </div>
      </div>
      <label htmlFor={field} className="mt-5 block break-all text-sm font-medium text-slate-700">
        {formatMessage(messages.typeEmail, { email: person.email })}
      </label>
      <input
        id={field}
        type="email"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        className={`${INPUT_CLASS} mt-1`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? hint : undefined}
        disabled={isLoading}
      />
      {wrong && (
        <p id={hint} className="mt-1 text-xs text-slate-500">
          {formatMessage(messages.mismatch)}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" variant="danger" disabled={!matches} isLoading={isLoading}>
          {formatMessage(messages.erase)}
        </Button>
      </div>
    </form>
  );
}
