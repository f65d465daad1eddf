import type { ComponentType, ReactNode } from 'react';
import type { AuthConfig } from '@apps/contracts/core/auth';
import type { SignInAccount } from './auth-store';

/**
 * The web side of the identity seam: development sign-in or Microsoft Entra ID through MSAL.
 * Both sign in with a popup.
 */
export interface AuthClient {
  readonly mode: AuthConfig['mode'];
  /** Context the identity library needs around the app (MsalProvider in entra mode). */
  readonly Provider?: ComponentType<{ children: ReactNode }>;
  /** Opens the sign-in popup. @throws when the popup is closed or sign-in fails. */
  login(): Promise<SignInAccount>;
  /** Signs out of the identity provider (Microsoft logout popup in entra mode). */
  logout(): Promise<void>;
  /** A bearer token for the API, acquired silently (popup fallback in entra mode); null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** The directory profile photo as an image address, or null when there is none. */
  getProfilePhoto(): Promise<string | null>;
  /**
   * When the signed-in person signed in, as the identity provider recorded it (the token's
   * `auth_time` or `iat`); null when signed out or unknown. Optional: a client that cannot tell leaves it out.
   */
  signedInAt?(): Date | null;
}
