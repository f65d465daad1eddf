import { useEffect, useState, type ReactNode } from 'react';
import type { AuthConfig } from '@apps/contracts/core/auth';
import { api, configureApiClient, errorMessage } from '../lib/api-client';
import type { AuthClient } from '../lib/auth/auth-client';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { useAuthStore } from '../lib/auth/auth-store';
import { createDevAuthClient } from '../lib/auth/dev-auth-client';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';

async function createAuthClient(config: AuthConfig): Promise<AuthClient> {
  if (config.mode === 'dev') return createDevAuthClient();
  const { createMsalAuthClient } = await import('../lib/auth/msal-auth-client');
  return createMsalAuthClient(config);
}

/**
 * Reads the server's auth configuration (one build serves every environment), creates the identity
 * client and wires the API client to it. A 401 from the API signs the person out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AuthContextValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    (async () => {
      const config = await api.get<AuthConfig>('/auth/config', { anonymous: true });
      const client = await createAuthClient(config);
      configureApiClient({
        getAccessToken: () => client.getAccessToken(),
        onUnauthorized: () => {
          if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().logout();
        },
      });
      if (!cancelled) setValue({ client, config });
    })().catch((e: unknown) => {
      if (!cancelled) setError(errorMessage(e));
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (error) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-sm text-slate-700">The app could not reach the server: {error}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
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
  return <AuthProvider>{children}</AuthProvider>;
}
