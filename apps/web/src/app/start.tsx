/**
 * Starts the app in index.html: the React root with the sign-in screen or, signed in, the signed-in app
 * at the address opened. The entry (main.tsx) loads this module with `import()`, after it has asked
 * for a signed-in address's code.
 */
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, loadAuth } from './providers';
import { AppErrorBoundary } from './error-boundary';
import { loadLanguage } from './i18n/i18n-provider';
import { SignInPage } from './routes/sign-in';
import { Spinner } from '../components/spinner';
import { useAuthStore } from '../lib/auth/auth-store';
import { yieldToMain } from '../lib/yield-to-main';
import type * as signedInAppModule from './signed-in-app';

type SignedInAppModule = typeof signedInAppModule;

/** The signed-in app's module once loaded (`loadSignedInApp`): rendered directly, without a fallback. */
let signedInApp: SignedInAppModule | undefined;

/**
 * Loads the signed-in app (router, shell, home) and starts its router, which loads the code of the
 * screen at this address (`startRouter`), so that the first render draws the screen itself:
 * no spinner that React then holds on screen for its fallback throttle (300 ms) before the screen.
 */
function loadSignedInApp(): Promise<SignedInAppModule> {
  return import('./signed-in-app').then(async (module) => {
    // The shell's evaluation and the router's set-up in two tasks instead of one of 45-50 ms.
    await yieldToMain();
    await module.startRouter();
    signedInApp = module;
    return module;
  });
}

// Signed out, the page needs only the sign-in screen; the router, home and modules load after sign-in.
const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/** Not signed in: only the sign-in screen, at whatever address was opened. */
function Root() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (!isAuthenticated) return <SignInPage />;
  if (signedInApp) return <signedInApp.SignedInApp />;
  return (
    <Suspense fallback={<Spinner className="min-h-screen" />}>
      <SignedInApp />
    </Suspense>
  );
}

/**
 * The one React root of the page. Its first render is a transition, so React renders it in slices of a
 * few milliseconds and gives the main thread back between them instead of holding it for the whole
 * screen (Total Blocking Time; a signed-in screen's first render took 50 ms of CPU in one task).
 */
function render() {
  const root = createRoot(container!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders>
            <Root />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}

/** The app's container in index.html: this module starts the app only in the page that has it. */
const container = document.getElementById('root');

// The first render waits for the identity client (its configuration is preloaded by index.html), the
// catalogues of the page's language and, signed in already (the session is in local storage), for the
// signed-in app and the screen at this address, which the entry has asked for already (main.tsx). Should any of them fail, the page
// renders anyway: the provider shows the error with Try again, the lazy path the failed load.
if (container && useAuthStore.getState().isAuthenticated) {
  Promise.all([loadAuth(), loadSignedInApp(), loadLanguage()]).then(render, render);
} else if (container) {
  Promise.all([loadAuth(), loadLanguage()]).then(render, render);
}
