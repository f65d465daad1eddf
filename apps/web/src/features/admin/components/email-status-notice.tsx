import type { IntlShape } from 'react-intl';
import { i18n, useI18n } from '../../../lib/i18n/intl';
import { emailStatusMessages } from '../messages';
import { useEmailStatus } from '../api/get-email-status';

/** Texts of the e-mail notice in the language of `intl`. */
function emailStatusTexts({ formatMessage: f }: IntlShape) {
  return {
    off: f(emailStatusMessages.off),
    failed: (count: number) => f(emailStatusMessages.failed, { count }),
    unknownError: f(emailStatusMessages.unknownError),
  };
}

/** The notice's texts outside React, in the page's language at the time each is read. */
export const EMAIL_STATUS_TEXTS: ReturnType<typeof emailStatusTexts> = new Proxy({} as ReturnType<typeof emailStatusTexts>, {
  get: (_target, key) => emailStatusTexts(i18n())[key as keyof ReturnType<typeof emailStatusTexts>],
});

/**
 * User Management's e-mail notice: says when e-mail is off (no `SMTP_URL`) and lists the
 * deliveries that gave up. Shows nothing while loading, on error, or when all is well.
 */
export function EmailStatusNotice() {
  const status = useEmailStatus().data;
  const texts = emailStatusTexts(useI18n());
  if (!status) return null;
  if (!status.enabled) {
    return (
      <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
        {texts.off}
      </p>
    );
  }
  if (status.failed.length === 0) return null;
  return (
    <div role="status" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
      <p>{texts.failed(status.failed.length)}</p>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {status.failed.slice(0, 5).map((f) => (
          <li key={f.id}>
            {f.recipientEmail}: {f.subject} ({f.lastError ?? texts.unknownError})
          </li>
        ))}
      </ul>
    </div>
  );
}
