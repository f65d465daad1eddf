import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { sameId } from '@apps/contracts/ids';
import type { User } from '@apps/contracts/core/user';
import { useSearchPeople } from '../lib/people/search-people';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { INPUT_CLASS } from './form';

/** How many people the picker offers at once (type more to narrow). */
const OPTIONS = 8;

const label = (person: Pick<User, 'name' | 'email'>) => person.name ?? person.email;

/**
 * Whether every word typed begins a word of the person's name or e-mail (the server's word-prefix
 * search), case-insensitive; '' matches everyone.
 */
export function matchesWords(person: Pick<User, 'name' | 'email'>, typed: string): boolean {
  const words = `${person.name ?? ''} ${person.email}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return typed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}

/** The picker's own texts (ours): the result list's name, a failed search, no match. */
export interface PersonPickerTexts {
  results: string;
  failed: string;
  noMatch: string;
}

/**
 * A searchable choice of one active person (User Management's manager picker, the Profile's
 * delegate picker), as an ARIA 1.2 combobox: typing searches `GET /v1/users?search=&isActive=true` (a
 * pause of 200 ms, at most 8 people; the API offers only people the caller may see),
 * Arrow keys move through the options, Enter picks, Escape closes and restores the choice; the clear
 * button sets no one. `excludeId` (the person being edited, or oneself) is never offered. `inputProps`
 * carries the field's id and ARIA wiring from the form.
 */
export function PersonPicker({
  value,
  onChange,
  excludeId,
  excludeReportsOf,
  placeholder,
  clearLabel,
  texts,
  inputProps,
}: {
  value: Pick<User, 'id' | 'name' | 'email'> | null;
  onChange: (person: User | null) => void;
  excludeId?: string;
  /** Leaves out this person and everyone below them (their direct and indirect reports): a manager picker. */
  excludeReportsOf?: string;
  placeholder?: string;
  /** The accessible name of the clear button, e.g. 'Remove manager'. */
  clearLabel: string;
  texts: PersonPickerTexts;
  inputProps: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; onBlur?: () => void };
}) {
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text ?? '', 200);
  const results = useSearchPeople(search, { limit: OPTIONS + 1, enabled: open, notUnder: excludeReportsOf });
  const query = (text ?? '').trim();
  // The answer on screen is for the text typed (not an earlier one kept while the next loads): only then
  // is every option the server's; before that, only the kept options that match what is typed are offered,
  // so a quick Enter never picks someone the text does not name.
  const settled = query === search.trim() && !results.isPlaceholderData;
  const candidates = (results.data?.items ?? []).filter((p) => !sameId(p.id, excludeId));
  const options = (settled ? candidates : candidates.filter((person) => matchesWords(person, query))).slice(0, OPTIONS);
  const shown = open && (options.length > 0 || (settled && !results.isFetching));

  function choose(person: User) {
    onChange(person);
    setText(null);
    setOpen(false);
  }

  function close() {
    setOpen(false);
    setText(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      if (open) event.preventDefault();
      const person = options[active];
      if (open && person) choose(person);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  const activeId = shown && options[active] ? `${listId}-${active}` : undefined;
  return (
    <div className="relative">
      <div className="flex gap-2">
        <input
          {...inputProps}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={text ?? (value ? label(value) : '')}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            close();
            inputProps.onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className={INPUT_CLASS}
        />
        {value && (
          <button
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            onClick={() => onChange(null)}
            className="shrink-0 rounded-md border border-slate-300 px-2 text-slate-600 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-blue-300"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.results}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {results.isError && <li className="px-3 py-2 text-sm text-red-700">{texts.failed}</li>}
        {!results.isError && options.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{texts.noMatch}</li>}
        {options.map((person, index) => (
          <li
            key={person.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown keeps the focus in the input, so the click is not lost to its blur
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(person)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-50' : ''}`}
          >
            <span className="block truncate font-medium text-slate-900">{label(person)}</span>
            <span className="block truncate text-xs text-slate-600">
              {[person.email, person.jobTitle].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
