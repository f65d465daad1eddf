import { countOf } from '@apps/contracts/plural';
import { useEmailStatus } from '../api/get-email-status';

/** Texts of the e-mail notice. */
export const EMAIL_STATUS_TEXTS = {
  off: 'E-mail notifications are off: SMTP_URL is not set. People still see their notifications in the app.',
  failed: (count: number) =>
    `${countOf(count, { one: 'notification e-mail', other: 'notification e-mails' })} could not be delivered after retrying for over 24 hours.`,
} as const;

/**
 * User Management's e-mail notice: says when e-mail is off (no `SMTP_URL`) and lists the
 * deliveries that gave up. Shows nothing while loading, on error, or when all is well.
 */
export function EmailStatusNotice() {
  const status = useEmailStatus().data;
  if (!status) return null;
  if (!status.enabled) {
    return (
      <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
        {EMAIL_STATUS_TEXTS.off}
      </p>
    );
  }
  if (status.failed.length === 0) return null;
  return (
    <div role="status" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
      <p>{EMAIL_STATUS_TEXTS.failed(status.failed.length)}</p>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {status.failed.slice(0, 5).map((f) => (
          <li key={f.id}>
            {f.recipientEmail}: {f.subject} ({f.lastError ?? 'unknown error'})
          </li>
        ))}
      </ul>
    </div>
  );
}
