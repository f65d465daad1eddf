import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type FieldErrors,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { ValidationErrors } from '@apps/contracts/envelope';
import { ErrorBanner, toBannerError } from './error-banner';

// The one form primitive (issue 13, STYLE.md "One form primitive"): a form owns react-hook-form with
// the zod resolver; each field wires its id, label, `aria-invalid`, `aria-describedby` and its error,
// the client's or the server's `validationErrors` (SPEC.md section 5: per-field server errors).

export { INPUT_CLASS } from './input-class';

/**
 * `useForm` validated by `schema` (the contract's schema where the rule is the server's): values are
 * typed as the schema's input while editing and its output on submit.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options?: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  // zodResolver infers its types from a concrete schema; for a generic one they are stated here.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver });
}

interface FormContextValue {
  idPrefix: string;
  serverErrors: ValidationErrors;
  /** Field name (and server field) -> its label, lower-cased keys; filled by the fields. */
  labels: Map<string, string>;
}

/**
 * The toast id of the form with `idPrefix`: a form's toasts use it, so each replaces the last and
 * every new submit clears them (issue 14 item 5: errors are shown once).
 */
export function formToastId(idPrefix: string): string {
  return `form-${idPrefix}`;
}

/** Records a field's text label so the error banner names the field as the form does. */
export function useFieldLabel(names: Array<string | undefined>, label: ReactNode) {
  const { labels } = useFieldsContext();
  const key = names.filter(Boolean).join('|');
  useEffect(() => {
    if (typeof label !== 'string') return;
    for (const name of key.split('|')) labels.set(name.toLowerCase(), label);
  }, [labels, key, label]);
}

const FieldsContext = createContext<FormContextValue | null>(null);

function useFieldsContext(): FormContextValue {
  const value = useContext(FieldsContext);
  if (!value) throw new Error('Form fields must be used inside <Form>');
  return value;
}

/** The server's messages for `field` (exact key, else the same name in another case: `StartDate`). */
function serverMessagesFor(errors: ValidationErrors, field: string): string[] | undefined {
  if (errors[field]) return errors[field];
  const lower = field.toLowerCase();
  const key = Object.keys(errors).find((k) => k.toLowerCase() === lower);
  return key ? errors[key] : undefined;
}

/** The message to show for `name`: the client's first, else the server's (joined). */
export function useFieldError(name: string, serverField?: string): string | null {
  const { formState } = useFormContext();
  const { serverErrors } = useFieldsContext();
  const client = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const clientMessage = client?.message ?? client?.root?.message;
  if (clientMessage) return clientMessage;
  const server = serverMessagesFor(serverErrors, serverField ?? name);
  return server && server.length > 0 ? server.join(' ') : null;
}

/**
 * A form on react-hook-form: `form` comes from `useZodForm`. Submitting runs the schema; when it
 * refuses, `onInvalid` runs (the spec's toasts) and the fields show their messages. When it passes,
 * `onSubmit` runs; if that throws (an `ApiError`), the error shows in the error banner (SPEC.md
 * section 8, fields named by their labels) and each server `validationErrors` entry under its field,
 * and `onSubmitError` runs. Every submit first clears the last one's banner and the form's toasts
 * (`formToastId`), so old messages never stand beside new ones (issue 14 item 5).
 */
/** The fields a form can focus: enabled inputs (not hidden), selects and text areas. */
const FIELD_SELECTOR = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  onSubmitError,
  idPrefix,
  className,
  focusOnOpen = false,
  children,
  ...rest
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: (values: TOutput) => unknown;
  onInvalid?: (errors: FieldErrors<TInput>) => void;
  onSubmitError?: (error: unknown) => void;
  /** Ids of the controls are `${idPrefix}-${field}` (dots in array paths become dashes). */
  idPrefix: string;
  className?: string;
  /**
   * A form that opens on a button (issue 14 item 9): when it appears it is scrolled into view and its
   * first field takes the focus, so at 390 px it is not left off-screen below the page's cards.
   */
  focusOnOpen?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const [serverError, setServerError] = useState<unknown>(null);
  const labels = useRef(new Map<string, string>()).current;
  const banner = toBannerError(serverError);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const element = formRef.current;
    if (!focusOnOpen || !element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  // The server refused fields (issue 14 item 9): the first of them takes the focus, below the banner.
  useEffect(() => {
    if (!banner?.validationErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [banner?.validationErrors]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(error);
      onSubmitError?.(error);
    }
  }, onInvalid);

  return (
    <FormProvider {...form}>
      <FieldsContext.Provider value={{ idPrefix, serverErrors: banner?.validationErrors ?? {}, labels }}>
        <form
          ref={formRef}
          noValidate
          aria-label={rest['aria-label']}
          className={className}
          onSubmit={(event) => {
            setServerError(null);
            toast.dismiss(formToastId(idPrefix));
            void submit(event);
          }}
        >
          <ErrorBanner error={banner} onDismiss={() => setServerError(null)} fieldLabel={(field) => labels.get(field.toLowerCase()) ?? field} />
          {children}
        </form>
      </FieldsContext.Provider>
    </FormProvider>
  );
}

/** What a field hands its control: registration, id and the ARIA wiring. */
export type FieldControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** The error under a control (announced), else its hint; ids `${id}-error` / `${id}-hint`. */
export function FieldMessage({ id, error, hint }: { id: string; error: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

/** The control id of `name` in the enclosing form. */
export function useFieldId(name: string): string {
  return `${useFieldsContext().idPrefix}-${name.replaceAll('.', '-')}`;
}

/**
 * A labelled field of the enclosing `<Form>`: `children` renders the control with the props it is
 * given (`<input {...control} />`). The error under it is the schema's message or the server's
 * `validationErrors` for `serverField` (default `name`); otherwise `hint` shows.
 */
export function FormField({
  name,
  label,
  required = false,
  hint,
  className = '',
  options,
  serverField,
  children,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  options?: RegisterOptions;
  serverField?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name, serverField);
  useFieldLabel([name, serverField], label);
  const control: FieldControlProps = {
    ...register(name, options),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    'aria-required': required ? true : undefined,
  };
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
      {children(control)}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
