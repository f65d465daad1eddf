import type { ReactNode } from 'react';

/** Classes of the app's text inputs, selects and text areas. */
export const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-100 disabled:bg-slate-50 aria-[invalid=true]:border-red-500';

/**
 * A labelled form control with its error messages (server `validationErrors` shown per field, SPEC.md
 * section 5) or a hint. `id` is the control's id; the caller ties the error to the control with
 * `aria-describedby={`${id}-error`}`.
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const message = typeof error === 'string' ? error : error && error.length > 0 ? error.join(' ') : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {message}
        </p>
      ) : (
        hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}
