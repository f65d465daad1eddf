import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessage, FormField, INPUT_CLASS, useFieldError, useFieldId, useFieldLabel } from './form';

// Controls of the form primitive (components/form.tsx) beyond a plain labelled field.

/** A choice of a select: its value and how it reads (a plain string is both). */
export type SelectOption = string | { value: string | number; label: string };

/**
 * A `FormField` whose control is a select of `choices`, led by an empty `placeholder` choice when
 * given (an empty value the schema refuses when a choice is required).
 */
export function FormSelect({
  choices,
  placeholder,
  ...field
}: Omit<Parameters<typeof FormField>[0], 'children'> & { choices: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FormField {...field}>
      {(control) => (
        <select className={INPUT_CLASS} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => {
            const { value, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox of the enclosing `<Form>` with its label beside it. */
export function FormCheckbox({ name, label, className = '' }: { name: string; label: ReactNode; className?: string }) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name);
  useFieldLabel([name], label);
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
        <input
          id={id}
          type="checkbox"
          className="h-4 w-4 accent-blue-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        {label}
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/**
 * A group of controls under one legend (a list of key results, a set of modules) with the group's
 * own error: the schema's message for `name` (or its `root`), else the server's for `serverField`.
 */
export function FormFieldset({
  name,
  legend,
  serverField,
  className = '',
  legendClassName = 'mb-2 text-sm font-medium text-slate-700',
  children,
}: {
  name: string;
  legend: ReactNode;
  serverField?: string;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  const id = useFieldId(name);
  const error = useFieldError(name, serverField);
  useFieldLabel([name, serverField], legend);
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {error && (
        <p id={`${id}-error`} role="alert" className="mb-2 text-xs text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
