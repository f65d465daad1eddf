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
import { AlertCircle } from 'lucide-react';
import { defaultFieldLabel, ErrorBanner, toBannerError } from './error-banner';

// The one form primitive (STYLE.md "One form primitive"): a form owns react-hook-form with
// the zod resolver; each field wires its id, label, `aria-invalid`, `aria-describedby` and its error,
// the client's or the server's `validationErrors` (per-field server errors).

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
  /**
   * Field name and server field -> how many mounted fields show it, lower-cased keys: the server's
   * errors for these keys show under their fields only, never in the banner too.
   */
  shown: Map<string, number>;
  /** Client messages carried by two or more fields: shown once above the fields instead. */
  shared: ReadonlySet<string>;
}

/**
 * The toast id of the form with `idPrefix`: a form's toasts use it, so each replaces the last and
 * every new submit clears them (errors are shown once).
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

/**
 * The message to show for `name`: the client's first, else the server's (joined). Calling it claims
 * `name` and `serverField` for this field while it is mounted, so the error banner leaves their server
 * errors out (a field's error shows once, under the field).
 */
export function useFieldError(name: string, serverField?: string): string | null {
  const { formState } = useFormContext();
  const { serverErrors, shown } = useFieldsContext();
  const keys = [name, serverField].filter(Boolean).join('|').toLowerCase();
  useEffect(() => {
    const claimed = keys.split('|');
    for (const key of claimed) shown.set(key, (shown.get(key) ?? 0) + 1);
    return () => {
      for (const key of claimed) {
        const left = (shown.get(key) ?? 1) - 1;
        if (left > 0) shown.set(key, left);
        else shown.delete(key);
      }
    };
  }, [shown, keys]);
  const client = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const clientMessage = client?.message ?? client?.root?.message;
  if (clientMessage) return clientMessage;
  const server = serverMessagesFor(serverErrors, serverField ?? name);
  return server && server.length > 0 ? server.join(' ') : null;
}

/** The fields a form can focus: enabled inputs (not hidden), selects and text areas. */
const FIELD_SELECTOR = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The client messages of `errors` that two or more fields carry, such as the spec's 'Please fill all
 * required fields' on every empty required field: such a message is about the form, so it is shown
 * once above the fields, and each field is only marked invalid.
 */
export function sharedMessages(errors: FieldErrors): Set<string> {
  const counts = new Map<string, number>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && 'type' in node) {
      if (message) counts.set(message, (counts.get(message) ?? 0) + 1);
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return new Set([...counts].filter(([, count]) => count > 1).map(([message]) => message));
}

/**
 * The server's errors that no mounted field shows (keys compared without case): these, and only
 * these, go to the error banner. Null when every error has its field.
 */
function unclaimed(errors: ValidationErrors | null | undefined, shown: ReadonlyMap<string, number>): ValidationErrors | null {
  if (!errors) return null;
  const rest = Object.entries(errors).filter(([field]) => !shown.has(field.toLowerCase()));
  return rest.length > 0 ? Object.fromEntries(rest) : null;
}

/**
 * A form on react-hook-form: `form` comes from `useZodForm`. Submitting runs the schema; when it
 * refuses, the fields show their messages (a message several fields share, once above them) and
 * `onInvalid` runs; it must not toast what the form already shows. When it passes, `onSubmit` runs;
 * if that throws (an `ApiError`), each server `validationErrors` entry shows under its field, and the
 * error banner shows only what belongs to no field of the form: errors of other
 * fields (named by their labels), or the message of an error without fields. `onSubmitError` runs
 * then. Every submit first clears the last one's banner and the form's toasts (`formToastId`), so old
 * messages never stand beside new ones.
 */
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
   * A form that opens on a button: when it appears it is scrolled into view and its
   * first field takes the focus, so at 390 px it is not left off-screen below the page's cards.
   */
  focusOnOpen?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const [serverError, setServerError] = useState<unknown>(null);
  const labels = useRef(new Map<string, string>()).current;
  const shown = useRef(new Map<string, number>()).current;
  const serverBanner = toBannerError(serverError);
  const formRef = useRef<HTMLFormElement>(null);
  const shared = sharedMessages(form.formState.errors);
  // Field errors show under their fields; the banner keeps the rest, or nothing when all have a field.
  const leftOver = unclaimed(serverBanner?.validationErrors, shown);
  const banner = serverBanner?.validationErrors ? (leftOver ? { ...serverBanner, validationErrors: leftOver } : null) : serverBanner;

  useEffect(() => {
    const element = formRef.current;
    if (!focusOnOpen || !element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  // The server refused fields: the first of them takes the focus, below the banner.
  useEffect(() => {
    if (!serverBanner?.validationErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [serverBanner?.validationErrors]);
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
      <FieldsContext.Provider value={{ idPrefix, serverErrors: serverBanner?.validationErrors ?? {}, labels, shown, shared }}>
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
          <ErrorBanner error={banner} onDismiss={() => setServerError(null)} fieldLabel={(field) => labels.get(field.toLowerCase()) ?? defaultFieldLabel(field)} />
          {[...shared].map((message) => (
            <p key={message} id={sharedMessageId(idPrefix, message)} role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {message}
            </p>
          ))}
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

/** The id of a message several fields of form `idPrefix` share (see `sharedMessages`). */
function sharedMessageId(idPrefix: string, message: string): string {
  return `${idPrefix}-shared-${[...message].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36)}`;
}

/**
 * The error under a control (announced), else its hint; ids `${id}-error` / `${id}-hint`. A message
 * the form shows once above its fields is not repeated on screen: it stays only for screen readers,
 * so the control's description still says what is wrong.
 */
export function FieldMessage({ id, error, hint }: { id: string; error: string | null; hint?: ReactNode }) {
  // Outside a <Form> (a hand-made field) nothing is shared.
  const shared = useContext(FieldsContext)?.shared;
  if (error && shared?.has(error)) {
    return (
      <p id={`${id}-error`} className="sr-only">
        {error}
      </p>
    );
  }
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
