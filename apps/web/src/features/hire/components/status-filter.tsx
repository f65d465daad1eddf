/**
 * A row of toggle buttons choosing one status or all of them. `value` null means all; `labelOf` names
 * a status in the person's language.
 */
export function StatusFilter<T extends string>({
  label,
  statuses,
  value,
  onChange,
  allLabel,
  labelOf,
}: {
  label: string;
  statuses: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  allLabel: string;
  labelOf: (status: T) => string;
}) {
  const options: Array<{ value: T | null; text: string }> = [{ value: null, text: allLabel }, ...statuses.map((s) => ({ value: s, text: labelOf(s) }))];
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value ?? ''}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
              active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {option.text}
          </button>
        );
      })}
    </div>
  );
}
