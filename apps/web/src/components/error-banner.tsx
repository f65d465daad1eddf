import { useEffect, useState } from 'react';
import { AlertCircle, Check, Copy, X } from 'lucide-react';
import type { ValidationErrors } from '@apps/contracts/envelope';
import { i18n, useI18n } from '../lib/i18n/intl';
import { errorBannerMessages as bannerMessages } from './messages';

/** How long 'Copied!' shows after copying the trace id, in milliseconds. */
export const COPIED_NOTICE_MS = 2000;

export interface BannerError {
  message: string;
  validationErrors?: ValidationErrors | null;
  traceId?: string | null;
}

/**
 * How a `validationErrors` key reads when no form label names it: an imported file's `line 4` as
 * 'Line 4' and `file` as 'File' (one spelling with the import screens), other keys as they are.
 */
export function defaultFieldLabel(field: string): string {
  const line = /^line (\d+)$/.exec(field);
  if (line) return i18n().formatMessage(bannerMessages.line, { line: line[1] });
  return field === 'file' ? i18n().formatMessage(bannerMessages.file) : field;
}

/**
 * The error banner, three forms: field errors ('Please fix below validation
 * error(s)', the spec's text, and each field with its messages; inside a `<Form>` only errors that
 * belong to none of its fields reach the banner); a trace id ('Unexpected Error', the message, the trace
 * id with Copy / 'Copied!' and the support hint); otherwise 'Error' and the message.
 */
export function ErrorBanner({
  error,
  onDismiss,
  fieldLabel = defaultFieldLabel,
}: {
  error: BannerError | null | undefined;
  onDismiss?: () => void;
  /** How a field of `validationErrors` reads: a form passes its labels; default `defaultFieldLabel`. */
  fieldLabel?: (field: string) => string;
}) {
  const { formatMessage } = useI18n();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!error) return null;

  const fields = error.validationErrors ? Object.entries(error.validationErrors) : [];
  const dismiss = onDismiss && (
    <button type="button" onClick={onDismiss} className="rounded p-1 text-red-700 hover:bg-red-100" aria-label={formatMessage(bannerMessages.dismiss)}>
      <X className="h-4 w-4" aria-hidden />
    </button>
  );

  let body;
  if (fields.length > 0) {
    body = (
      <>
        <p className="font-semibold">{formatMessage(bannerMessages.fixBelow)}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map(([field, messages]) => (
            <li key={field}>
              <span className="font-medium">{fieldLabel(field)}</span>: {messages.join(', ')}
            </li>
          ))}
        </ul>
      </>
    );
  } else if (error.traceId) {
    const traceId = error.traceId;
    body = (
      <>
        <p className="font-semibold">{formatMessage(bannerMessages.unexpectedTitle)}</p>
        <p className="mt-1">{error.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <code className="rounded bg-red-100 px-2 py-0.5 text-xs">{traceId}</code>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(traceId).catch(() => {});
              setCopied(true);
            }}
            className="inline-flex items-center gap-1 rounded border border-red-300 bg-white px-2 py-0.5 text-xs font-medium text-red-800 hover:bg-red-50"
          >
            {copied ? <Check className="h-3 w-3" aria-hidden /> : <Copy className="h-3 w-3" aria-hidden />}
            {formatMessage(copied ? bannerMessages.copied : bannerMessages.copy)}
          </button>
        </div>
        <p className="mt-2 text-xs">{formatMessage(bannerMessages.traceHint)}</p>
      </>
    );
  } else {
    body = (
      <>
        <p className="font-semibold">{formatMessage(bannerMessages.error)}</p>
        <p className="mt-1">{error.message}</p>
      </>
    );
  }

  return (
    <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{body}</div>
      {dismiss}
    </div>
  );
}

/**
 * What the banner shows for a thrown value: field errors as they are; the trace id only for faults
 * (5xx), where support needs it; everything else as a plain 'Error'.
 */
export function toBannerError(error: unknown): BannerError | null {
  if (!error) return null;
  const e = error as { message?: string; validationErrors?: ValidationErrors | null; traceId?: string | null; status?: number };
  return {
    message: e.message || i18n().formatMessage(bannerMessages.unexpectedMessage),
    validationErrors: e.validationErrors ?? null,
    traceId: e.status !== undefined && e.status >= 500 ? (e.traceId ?? null) : null,
  };
}
