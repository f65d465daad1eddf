import type { KeyboardEvent } from 'react';
import { fromHalfHours, MAX_HOURS_PER_ENTRY, toHalfHours } from '@apps/contracts/mytime/hours.values';
import { hoursOf } from '../week-grid';

/** Where focus goes from a cell: by rows and columns, clamped by the grid. */
export type CellMove = { row: number; col: number };

/**
 * The move a key asks for in the grid: arrows move one cell, Enter one
 * row down (Shift+Enter up). Tab stays the browser's (across the row, then the next row).
 */
export function moveFor(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): CellMove | null {
  switch (event.key) {
    case 'ArrowLeft':
      return { row: 0, col: -1 };
    case 'ArrowRight':
      return { row: 0, col: 1 };
    case 'ArrowUp':
      return { row: -1, col: 0 };
    case 'ArrowDown':
      return { row: 1, col: 0 };
    case 'Enter':
      return { row: event.shiftKey ? -1 : 1, col: 0 };
    default:
      return null;
  }
}

/** `+` and `-` step the hours by 0.5 within 0 to 24; undefined for other keys or text that is not hours. */
export function steppedText(key: string, text: string): string | undefined {
  const step = key === '+' ? 1 : key === '-' ? -1 : 0;
  if (step === 0) return undefined;
  const hours = text.trim() === '' ? 0 : hoursOf(text);
  if (hours === null) return undefined;
  const half = Math.min(Math.max(toHalfHours(hours) + step, 0), toHalfHours(MAX_HOURS_PER_ENTRY));
  return String(fromHalfHours(half));
}

/**
 * One hours cell: a text input (so arrows move instead of changing the number) with its errors under
 * it. `errors` are the client's check of the typed text and the server's field errors for this cell.
 * `readOnly` shows the hours as text (someone else's week), no input.
 */
export function GridCell({
  id,
  label,
  text,
  changed,
  errors,
  disabled,
  readOnly = false,
  onChange,
  onMove,
  register,
}: {
  id: string;
  label: string;
  text: string;
  changed: boolean;
  errors: string[];
  disabled: boolean;
  readOnly?: boolean;
  onChange: (text: string) => void;
  onMove: (move: CellMove) => void;
  register: (element: HTMLInputElement | null) => void;
}) {
  if (readOnly) {
    return (
      <div id={id} className="min-w-[2.5rem] px-1.5 py-1 text-right tabular-nums text-slate-800" data-testid="grid-value">
        {text}
      </div>
    );
  }
  const invalid = errors.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const stepped = steppedText(event.key, event.currentTarget.value);
    if (stepped !== undefined) {
      event.preventDefault();
      onChange(stepped);
      return;
    }
    const move = moveFor(event);
    if (!move) return;
    event.preventDefault();
    onMove(move);
  };
  return (
    <div className="min-w-[3.5rem]">
      <input
        ref={register}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        disabled={disabled}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.currentTarget.select()}
        data-changed={changed || undefined}
        className={`w-full rounded-md border px-1.5 py-1 text-right text-sm tabular-nums focus:outline-none focus:ring-2 focus:ring-blue-600 disabled:bg-slate-50 disabled:text-slate-700 ${
          invalid ? 'border-red-500 bg-red-50' : changed ? 'border-amber-400 bg-amber-50' : 'border-slate-300'
        }`}
      />
      {invalid && (
        <p id={`${id}-error`} className="mt-1 max-w-[10rem] text-xs text-red-700" data-testid="cell-error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
