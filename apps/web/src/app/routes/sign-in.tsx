import { useState } from 'react';
import { LayoutGrid } from 'lucide-react';
import { useAuthClient } from '../../lib/auth/auth-context';
import { useAuthStore } from '../../lib/auth/auth-store';
import { useDocumentTitle } from '../../lib/document-title';
import { useI18n } from '../../lib/i18n/intl';
import { signInMessages as messages } from '../messages';

function MicrosoftLogo() {
  return (
    <svg viewBox="0 0 21 21" className="h-5 w-5" aria-hidden>
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

/**
 * The sign-in screen: 'Apps', 'Internal Applications Platform', 'Sign in with
 * Microsoft' and the hint. Sign-in opens a popup; afterwards the person lands on the root address.
 * A failed sign-in is logged only.
 */
export function SignInPage() {
  const { client, config } = useAuthClient();
  const setAccount = useAuthStore((s) => s.setAccount);
  const [busy, setBusy] = useState(false);
  const { formatMessage } = useI18n();
  // The tab reads 'Apps' again after Logout, not the last screen's title.
  useDocumentTitle();

  async function signIn() {
    setBusy(true);
    try {
      const account = await client.login();
      // The signed-in app (and its router) starts at the address shown now: the root.
      window.history.replaceState(null, '', '/');
      setAccount(account);
    } catch (error) {
      console.error('Login failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-slate-100 p-6">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        <div className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-blue-700 text-white shadow">
          <LayoutGrid className="h-8 w-8" aria-hidden />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{formatMessage(messages.title)}</h1>
        <p className="mt-1 text-sm text-slate-600">{formatMessage(messages.subtitle)}</p>
        <button
          type="button"
          onClick={() => void signIn()}
          disabled={busy}
          className="mt-8 flex w-full items-center justify-center gap-3 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-60"
        >
          <MicrosoftLogo />
          {formatMessage(messages.button)}
        </button>
        <p className="mt-4 text-xs text-slate-500">{formatMessage(messages.hint)}</p>
        {config.mode === 'dev' && (
          <p className="mt-6 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">{formatMessage(messages.devMode)}</p>
        )}
      </div>
    </main>
  );
}
