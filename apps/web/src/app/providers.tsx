import { useEffect, useState, type ReactNode } from 'react';
import type { AuthConfig } from '@apps/contracts/core/auth';
import { api, configureApiClient, errorMessage } from '../lib/api-client';
import type { AuthClient } from '../lib/auth/auth-client';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { useAuthStore } from '../lib/auth/auth-store';
import { createDevAuthClient } from '../lib/auth/dev-auth-client';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { I18nProvider } from './i18n/i18n-provider';
import { useI18n } from '../lib/i18n/intl';
import { serverUnreachableMessages as messages } from './messages';

async function createAuthClient(config: AuthConfig): Promise<AuthClient> {
  if (config.mode === 'dev') return createDevAuthClient();
  const { createMsalAuthClient } = await import('../lib/auth/msal-auth-client');
  return createMsalAuthClient(config);
}

/** The identity client and configuration once `loadAuth` has them. */
let loaded: AuthContextValue | undefined;
/** The load under way or done; cleared when it fails, so that Try again reads the configuration again. */
let loading: Promise<AuthContextValue> | undefined;

/**
 * Reads the server's auth configuration (`GET /v1/auth/config`; one build serves every environment),
 * creates the identity client and wires the API client to it (a 401 from the API signs the person out).
 * Started by the entry before the first render (the first render draws the screen, not a
 * spinner that the configuration then replaces in a second, unsliced render), and by `AuthProvider`
 * when that did not happen or failed. Memoised; a failure rejects with the request's error and the next
 * call tries again.
 */
export function loadAuth(): Promise<AuthContextValue> {
  loading ??= (async () => {
    const config = await api.get<AuthConfig>('/auth/config', { anonymous: true });
    const client = await createAuthClient(config);
    configureApiClient({
      getAccessToken: () => client.getAccessToken(),
      onUnauthorized: () => {
        if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().logout();
      },
    });
    loaded = { client, config };
    return loaded;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Provides the identity client (`loadAuth`) to the app: a spinner until it is ready (none when the
 * entry loaded it before the first render), the error with Try again when the server cannot be reached.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AuthContextValue | null>(() => loaded ?? null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { formatMessage } = useI18n();

  useEffect(() => {
    if (loaded && attempt === 0) return;
    let cancelled = false;
    setError(null);
    loadAuth().then(
      (ready) => {
        if (!cancelled) setValue(ready);
      },
      (e: unknown) => {
        if (!cancelled) setError(errorMessage(e));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (error) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-sm text-slate-700">{formatMessage(messages.message, { error })}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{formatMessage(messages.tryAgain)}</Button>
      </div>
    );
  }
  if (!value) return <Spinner className="min-h-screen" />;
  const IdentityProvider = value.client.Provider;
  const app = <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  return IdentityProvider ? <IdentityProvider>{app}</IdentityProvider> : app;
}

/** The identity client around the app; server state and toasts come with the feature screens (app/feature-layout.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <AuthProvider>{children}</AuthProvider>
    </I18nProvider>
  );
}
