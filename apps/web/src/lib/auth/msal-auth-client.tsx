import type { ReactNode } from 'react';
import { MsalProvider } from '@azure/msal-react';
import {
  BrowserCacheLocation,
  InteractionRequiredAuthError,
  PublicClientApplication,
  type AccountInfo,
} from '@azure/msal-browser';
import type { AuthConfig } from '@apps/contracts/core/auth';
import type { AuthClient } from './auth-client';
import type { SignInAccount } from './auth-store';
import { signInTimeFromClaims } from './sign-in-time';

/** Scopes asked at sign-in. */
export const LOGIN_SCOPES = ['User.Read', 'email', 'profile', 'openid'];
/** Scope of the directory (Graph) token used for the profile photo. */
export const GRAPH_SCOPES = ['User.Read'];
/** The directory's profile photo (GET me/photo/$value). */
export const GRAPH_PHOTO_URL = 'https://graph.microsoft.com/v1.0/me/photo/$value';

function toAccount(account: AccountInfo): SignInAccount {
  return { username: account.username, homeAccountId: account.homeAccountId, name: account.name ?? null };
}

/**
 * Microsoft Entra ID sign-in with MSAL: popup sign-in with the spec's
 * scopes, tokens for the API acquired silently with a popup fallback, the Graph photo, and the logout
 * popup back to the current origin. Popups answer through `/auth-redirect.html` (MSAL 5's redirect
 * bridge). The cache is in local storage.
 */
export async function createMsalAuthClient(config: AuthConfig): Promise<AuthClient> {
  if (!config.clientId || !config.authority || !config.apiScope) {
    throw new Error('The server is in entra mode without a client id, authority or API scope');
  }
  const bridge = `${window.location.origin}/auth-redirect.html`;
  const apiScopes = [config.apiScope];
  const pca = new PublicClientApplication({
    auth: { clientId: config.clientId, authority: config.authority, redirectUri: bridge, postLogoutRedirectUri: bridge },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
  });
  await pca.initialize();
  const restored = pca.getActiveAccount() ?? pca.getAllAccounts()[0];
  if (restored) pca.setActiveAccount(restored);

  async function acquire(scopes: string[]): Promise<string | null> {
    const account = pca.getActiveAccount();
    if (!account) return null;
    try {
      return (await pca.acquireTokenSilent({ scopes, account })).accessToken;
    } catch (error) {
      if (!(error instanceof InteractionRequiredAuthError)) throw error;
      return (await pca.acquireTokenPopup({ scopes, account })).accessToken;
    }
  }

  return {
    mode: 'entra',
    Provider: ({ children }: { children: ReactNode }) => <MsalProvider instance={pca}>{children}</MsalProvider>,
    async login() {
      const result = await pca.loginPopup({ scopes: LOGIN_SCOPES, extraScopesToConsent: apiScopes, prompt: 'select_account' });
      pca.setActiveAccount(result.account);
      return toAccount(result.account);
    },
    async logout() {
      const account = pca.getActiveAccount();
      await pca.logoutPopup({
        ...(account ? { account } : {}),
        postLogoutRedirectUri: bridge,
        mainWindowRedirectUri: window.location.origin,
      });
    },
    getAccessToken: () => acquire(apiScopes),
    // The ID token's auth_time stays the moment the person authenticated, also after silent renewals.
    signedInAt: () => signInTimeFromClaims(pca.getActiveAccount()?.idTokenClaims),
    async getProfilePhoto() {
      const token = await acquire(GRAPH_SCOPES);
      if (!token) return null;
      const response = await fetch(GRAPH_PHOTO_URL, { headers: { Authorization: `Bearer ${token}` } });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Profile photo request failed with ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
  };
}
