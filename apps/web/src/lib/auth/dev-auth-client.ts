import type { AuthClient } from './auth-client';
import type { SignInAccount } from './auth-store';
import { jwtClaims, signInTimeFromClaims } from './sign-in-time';

/** Local storage key of the development sign-in cache (the sign-in cache is local storage). */
export const DEV_SESSION_KEY = 'apps-dev-session';

/** What the development sign-in popup posts back to the app window. */
export interface DevSignInMessage {
  type: 'apps-dev-sign-in';
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  email: string;
  name: string | null;
}

interface DevSession {
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  account: SignInAccount;
}

function readSession(): DevSession | null {
  try {
    const raw = localStorage.getItem(DEV_SESSION_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as DevSession;
    return session.expiresAt > Date.now() ? session : null;
  } catch {
    return null;
  }
}

/**
 * Development sign-in: a popup that looks like an account picker (`/dev-sign-in.html`) gets a token
 * from `POST /v1/auth/dev/token` and posts it back; this window then closes the popup. Closing the
 * popup without picking rejects with 'Sign-in was cancelled'. Only offered when the server runs in dev mode.
 */
export function createDevAuthClient(): AuthClient {
  return {
    mode: 'dev',
    login() {
      return new Promise<SignInAccount>((resolve, reject) => {
        const width = 480;
        const height = 680;
        const left = window.screenX + Math.max(0, (window.outerWidth - width) / 2);
        const top = window.screenY + Math.max(0, (window.outerHeight - height) / 2);
        const popup = window.open(
          '/dev-sign-in.html',
          'apps-dev-sign-in',
          `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
        );
        if (!popup) {
          reject(new Error('The sign-in popup was blocked. Allow popups for this site and try again.'));
          return;
        }
        let settled = false;
        const finish = (action: () => void) => {
          if (settled) return;
          settled = true;
          window.removeEventListener('message', onMessage);
          window.clearInterval(watcher);
          action();
        };
        const onMessage = (event: MessageEvent<DevSignInMessage>) => {
          if (event.origin !== window.location.origin || event.source !== popup) return;
          if (event.data?.type !== 'apps-dev-sign-in') return;
          const account: SignInAccount = {
            username: event.data.email,
            homeAccountId: `dev.${event.data.email}`,
            name: event.data.name,
          };
          const session: DevSession = {
            accessToken: event.data.accessToken,
            expiresAt: Date.now() + event.data.expiresIn * 1000 - 60_000,
            account,
          };
          localStorage.setItem(DEV_SESSION_KEY, JSON.stringify(session));
          popup.close();
          finish(() => resolve(account));
        };
        window.addEventListener('message', onMessage);
        // A popup the person closed means cancel; wait one more interval so a message posted just
        // before the window closed is still delivered first.
        let closedSeen = false;
        const watcher = window.setInterval(() => {
          if (!popup.closed) return;
          if (closedSeen) finish(() => reject(new Error('Sign-in was cancelled')));
          closedSeen = true;
        }, 400);
      });
    },
    async logout() {
      localStorage.removeItem(DEV_SESSION_KEY);
    },
    async getAccessToken() {
      return readSession()?.accessToken ?? null;
    },
    async getProfilePhoto() {
      return null;
    },
    // A development token is issued at sign-in and never renewed, so its iat is the sign-in time.
    signedInAt() {
      const session = readSession();
      return session ? signInTimeFromClaims(jwtClaims(session.accessToken)) : null;
    },
  };
}
