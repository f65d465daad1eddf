import { useEffect, useState, type FormEvent } from 'react';
import { FlaskConical, Loader2, UserRound } from 'lucide-react';
import type { AuthConfig, DevAccount, DevTokenResponse } from '@apps/contracts/core/auth';
import { api, errorMessage } from '../lib/api-client';
import type { DevSignInMessage } from '../lib/auth/dev-auth-client';
import { initialsOf } from '../lib/initials';
import { useI18n } from '../lib/i18n/intl';
import { devSignInMessages as m } from '../app/messages';

/** Milliseconds after which the popup closes itself if the app window has not closed it. */
const POPUP_FALLBACK_CLOSE_MS = 5_000;

/**
 * The development sign-in popup: an account picker listing the demo people plus a field for any
 * e-mail, clearly marked as development sign-in, in the browser's language. It posts the token to the
 * app window, which closes it.
 */
export function DevSignInPage() {
  const intl = useI18n();
  const [accounts, setAccounts] = useState<DevAccount[] | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<AuthConfig>('/auth/config', { anonymous: true })
      .then((config) => setAccounts(config.devAccounts))
      .catch((e: unknown) => setError(errorMessage(e)));
  }, []);

  async function signIn(address: string, name?: string) {
    setBusy(address);
    setError(null);
    try {
      const token = await api.post<DevTokenResponse>('/auth/dev/token', { email: address, name }, { anonymous: true });
      const message: DevSignInMessage = {
        type: 'apps-dev-sign-in',
        accessToken: token.accessToken,
        expiresIn: token.expiresIn,
        email: address.toLowerCase(),
        name: name ?? null,
      };
      if (!window.opener) throw new Error(intl.formatMessage(m.noOpener));
      (window.opener as Window).postMessage(message, window.location.origin);
      // The app window closes this popup once it has the message; closing here as well would race
      // with the delivery (the app would see a closed popup and no token). Fallback if it never does.
      window.setTimeout(() => window.close(), POPUP_FALLBACK_CLOSE_MS);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (value) void signIn(value);
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col px-6 py-8">
      <div className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
        <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          <strong>{intl.formatMessage(m.noteTitle)}</strong> {intl.formatMessage(m.note)}
        </p>
      </div>
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(m.title)}</h1>
      <p className="mb-4 text-sm text-slate-600">{intl.formatMessage(m.subtitle)}</p>

      {error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}

      <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label={intl.formatMessage(m.accounts)}>
        {accounts === null && !error && (
          <li className="flex items-center gap-2 p-4 text-sm text-slate-500">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {intl.formatMessage(m.loading)}
          </li>
        )}
        {accounts?.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void signIn(account.email, account.name)}
              className="flex w-full items-center gap-3 p-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 disabled:opacity-60"
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800" aria-hidden>
                {initialsOf(account.name)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{account.name}</span>
                <span className="block truncate text-xs text-slate-500">
                  {account.email} · {account.title}
                </span>
              </span>
              {busy === account.email && <Loader2 className="h-4 w-4 animate-spin text-slate-400" aria-hidden />}
            </button>
          </li>
        ))}
      </ul>

      <form onSubmit={onSubmit} className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <label htmlFor="dev-email" className="mb-1 flex items-center gap-2 text-sm font-medium text-slate-800">
          <UserRound className="h-4 w-4" aria-hidden /> {intl.formatMessage(m.another)}
        </label>
        <div className="flex gap-2">
          <input
            id="dev-email"
            type="email"
            required
            autoComplete="email"
            placeholder="name@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-600 focus:outline-none"
          />
          <button
            type="submit"
            disabled={busy !== null}
            className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60"
          >
            {intl.formatMessage(m.next)}
          </button>
        </div>
      </form>
    </main>
  );
}
