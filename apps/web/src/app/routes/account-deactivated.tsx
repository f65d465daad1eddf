import { LogOut, UserX } from 'lucide-react';
import { ContactAdminLink } from '../../features/access/components/contact-admin-link';
import { useAuthClient } from '../../lib/auth/auth-context';
import { useLogout } from '../../lib/auth/use-session';
import { useDocumentTitle } from '../../lib/document-title';
import { useI18n } from '../../lib/i18n/intl';
import { accountDeactivatedMessages as messages } from '../messages';

/** Texts of the deactivated-account screen (the message itself is the server's). */
export const ACCOUNT_DEACTIVATED_TEXTS = {
  title: messages.title.defaultMessage,
  contact: 'Contact Admin',
  logout: messages.logout.defaultMessage,
} as const;

/**
 * What a person whose account is deactivated sees after sign-in, instead of eight dimmed tiles
 *: the server's reason ('Your account is deactivated. Contact your
 * administrator.'), the admin contact mail link of the spec's footer, and Logout.
 */
export function AccountDeactivatedScreen({ message }: { message: string }) {
  const { config } = useAuthClient();
  const logout = useLogout();
  const { formatMessage } = useI18n();
  useDocumentTitle(formatMessage(messages.title));
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        <div className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <UserX className="h-7 w-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{formatMessage(messages.title)}</h1>
        <p role="alert" className="mt-3 text-sm text-slate-700">
          {message}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ContactAdminLink
            fallback={config.adminContactEmail}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
          />
          <button
            type="button"
            onClick={() => void logout()}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <LogOut className="h-4 w-4" aria-hidden /> {formatMessage(messages.logout)}
          </button>
        </div>
      </div>
    </main>
  );
}
