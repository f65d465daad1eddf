import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS } from '@apps/contracts/core/audit.values';
import type { User } from '@apps/contracts/core/user';
import { Button } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/input-class';
import { PersonPicker } from '../../../components/person-picker';
import { useI18n } from '../../../lib/i18n/intl';
import type { AuditFilters } from '../api/get-audit-log';
import { auditMessages as T } from '../audit.messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person chosen as actor: picked (with a name) or only known by the id in the address. */
export type ActorChoice = Pick<User, 'id' | 'name' | 'email'> | null;

/** Why `draft` cannot be applied, by field (the server's rules, checked before asking it). */
export function auditFilterErrors(draft: AuditFilters): { subjectId?: true; to?: true } {
  return {
    ...(draft.subjectId && !UUID.test(draft.subjectId.trim()) ? { subjectId: true as const } : {}),
    ...(draft.from && draft.to && draft.to < draft.from ? { to: true as const } : {}),
  };
}

/**
 * The audit screen's filters: actor (person picker), subject id, action (the known actions), from and
 * to (days). Apply hands the filters and the picked person on (`onApply`); Clear empties them. The
 * subject id and the order of the days are checked here first, as the server would. `knownActor`: the
 * person picked before, shown by name when the applied `actorId` is theirs (else the id is shown).
 */
export function AuditLogFilters({
  applied,
  knownActor = null,
  onApply,
}: {
  applied: AuditFilters;
  knownActor?: ActorChoice;
  onApply: (filters: AuditFilters, actor: ActorChoice) => void;
}) {
  const { formatMessage } = useI18n();
  const id = useId();
  const [actor, setActor] = useState<ActorChoice>(() => {
    if (!applied.actorId) return null;
    return knownActor?.id === applied.actorId ? knownActor : { id: applied.actorId, name: null, email: applied.actorId };
  });
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [checked, setChecked] = useState(false);
  const errors = checked ? auditFilterErrors(draft) : {};
  const set = (field: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(auditFilterErrors(draft)).length > 0) return;
    onApply({ ...draft, actorId: actor?.id, subjectId: draft.subjectId?.trim() || undefined }, actor);
  };

  const clear = () => {
    setActor(null);
    setDraft({});
    setChecked(false);
    onApply({}, null);
  };

  const field = 'flex flex-col gap-1 text-sm';
  const label = 'font-medium text-slate-700';
  return (
    <form onSubmit={submit} noValidate aria-label={formatMessage(T.filters)} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div className={field}>
        <label htmlFor={`${id}-actor`} className={label}>
          {formatMessage(T.actor)}
        </label>
        <PersonPicker
          value={actor}
          onChange={setActor}
          placeholder={formatMessage(T.actorPlaceholder)}
          clearLabel={formatMessage(T.clearActor)}
          texts={{ results: formatMessage(T.pickerResults), failed: formatMessage(T.pickerFailed), noMatch: formatMessage(T.pickerNoMatch) }}
          inputProps={{ id: `${id}-actor` }}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-subject`} className={label}>
          {formatMessage(T.subject)}
        </label>
        <input
          id={`${id}-subject`}
          className={`${INPUT_CLASS} font-mono`}
          value={draft.subjectId ?? ''}
          onChange={(event) => set('subjectId')(event.target.value)}
          aria-invalid={errors.subjectId || undefined}
          aria-describedby={`${id}-subject-hint`}
          spellCheck={false}
          autoComplete="off"
        />
        <span id={`${id}-subject-hint`} className={errors.subjectId ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
          {formatMessage(errors.subjectId ? T.subjectInvalid : T.subjectHint)}
        </span>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-action`} className={label}>
          {formatMessage(T.action)}
        </label>
        <select id={`${id}-action`} className={`${INPUT_CLASS} font-mono`} value={draft.action ?? ''} onChange={(event) => set('action')(event.target.value)}>
          <option value="">{formatMessage(T.anyAction)}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-from`} className={label}>
          {formatMessage(T.from)}
        </label>
        <input id={`${id}-from`} type="date" className={INPUT_CLASS} value={draft.from ?? ''} onChange={(event) => set('from')(event.target.value)} />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-to`} className={label}>
          {formatMessage(T.to)}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={INPUT_CLASS}
          value={draft.to ?? ''}
          onChange={(event) => set('to')(event.target.value)}
          aria-invalid={errors.to || undefined}
          aria-describedby={errors.to ? `${id}-to-error` : undefined}
        />
        {errors.to && (
          <span id={`${id}-to-error`} className="text-xs text-red-700">
            {formatMessage(T.toBeforeFrom)}
          </span>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{formatMessage(T.apply)}</Button>
        <Button variant="secondary" onClick={clear}>
          {formatMessage(T.clear)}
        </Button>
      </div>
    </form>
  );
}
