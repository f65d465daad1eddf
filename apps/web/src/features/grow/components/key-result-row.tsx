import { useState } from 'react';
import toast from 'react-hot-toast';
import type { KeyResult } from '@apps/contracts/grow/okr';
import { useUpdateKeyResult } from '../api/update-key-result';
import { formatNumber, formatPercent } from '../grow-format';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';
import { ProgressBar } from './progress-bar';

/**
 * One key result: its progress bar and, when `editable`, the current-value input:
 * min 0, max the target, sent when the field loses focus and only when the value changed. Toasts
 * 'Key result updated' / 'Failed to update key result'. Render it with
 * `key={`${keyResult.id}:${keyResult.current}`}` so a new server value resets the input.
 */
export function KeyResultRow({ okrId, keyResult, editable }: { okrId: string; keyResult: KeyResult; editable: boolean }) {
  const { formatMessage } = useI18n();
  const [value, setValue] = useState(String(keyResult.current));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateKeyResult();
  const inputId = `key-result-current-${keyResult.id}`;

  async function commit() {
    const next = value.trim() === '' ? Number.NaN : Number(value);
    if (next === keyResult.current) {
      setError(null);
      return;
    }
    if (!Number.isFinite(next) || next < 0 || next > keyResult.target) {
      setError(formatMessage(messages.currentBetween, { target: keyResult.target }));
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ okrId, keyResultId: keyResult.id, current: next });
      toast.success(formatMessage(messages.keyResultUpdated));
    } catch {
      toast.error(formatMessage(messages.keyResultUpdateFailed));
      setValue(String(keyResult.current));
    }
  }

  return (
    <li className="py-3" data-testid={`key-result-${keyResult.description}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">{keyResult.description}</p>
        <div className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
          {editable ? (
            <>
              <label htmlFor={inputId} className="sr-only">
                {formatMessage(messages.currentValueOf, { description: keyResult.description })}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="decimal"
                min={0}
                max={keyResult.target}
                step="any"
                value={value}
                disabled={update.isPending}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => setValue(event.target.value)}
                onBlur={() => void commit()}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.currentTarget.blur();
                }}
                className="w-24 rounded-md border border-slate-300 px-2 py-1 text-right text-sm focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600 aria-[invalid=true]:border-red-500"
              />
              <span>
                / {formatNumber(keyResult.target)} {keyResult.unit}
              </span>
            </>
          ) : (
            <span>
              {formatNumber(keyResult.current)} / {formatNumber(keyResult.target)} {keyResult.unit}
            </span>
          )}
          <span className="w-14 text-right font-medium text-slate-800" data-testid="key-result-progress">
            {formatPercent(keyResult.progress)}
          </span>
        </div>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-right text-xs text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2">
        <ProgressBar value={keyResult.progress} label={formatMessage(messages.progressOf, { what: keyResult.description })} size="sm" />
      </div>
    </li>
  );
}
