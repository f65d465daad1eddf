import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { AppProviders, loadAuth } from './app/providers';
import { AppErrorBoundary } from './app/error-boundary';
import { SignInPage } from './app/routes/sign-in';
import { Spinner } from './components/spinner';
import { useAuthStore } from './lib/auth/auth-store';
import { yieldToMain } from './lib/yield-to-main';
import { preloadScreen } from './app/screen-preload';
import type * as signedInAppModule from './app/signed-in-app';

// zod compiles object validators with `new Function` unless told not to, and probes for it when a schema
// is built; the CSP forbids eval (script-src 'self') and the mere probe is reported as a violation
// (Lighthouse's best practices). zod reads this global config object when it loads, so it is
// set here, before any chunk that builds a schema is evaluated; forms validate without the fast path.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

type SignedInAppModule = typeof signedInAppModule;

/** The signed-in app's module once loaded (`loadSignedInApp`): rendered directly, without a fallback. */
let signedInApp: SignedInAppModule | undefined;

/**
 * Loads the signed-in app (router, shell, home) and starts its router, which loads the code of the
 * screen at this address (`startRouter`), so that the first render draws the screen itself:
 * no spinner that React then holds on screen for its fallback throttle (300 ms) before the screen.
 */
function loadSignedInApp(): Promise<SignedInAppModule> {
  return import('./app/signed-in-app').then(async (module) => {
    // The shell's evaluation and the router's set-up in two tasks instead of one of 45-50 ms.
    await yieldToMain();
    await module.startRouter();
    signedInApp = module;
    return module;
  });
}

// Signed out, the page needs only the sign-in screen; the router, home and modules load after sign-in.
const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/** Not signed in: only the sign-in screen (SPEC.md section 2), at whatever address was opened. */
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

/**
 * The app's container in index.html. The development sign-in popup (dev-sign-in.html) imports the entry
 * chunk for the code it shares with the sign-in screen and renders into a container of
 * its own, so this module starts the app only in the page that has this one.
 */
const container = document.getElementById('root');

// The first render waits for the identity client (its configuration is preloaded by index.html) and,
// signed in already (the session is in local storage), for the signed-in app and the screen at this
// address, which download together (app/screen-preload.ts). Should any of them fail, the page
// renders anyway: the provider shows the error with Try again, the lazy path the failed load.
if (container && useAuthStore.getState().isAuthenticated) {
  void preloadScreen(window.location.pathname);
  Promise.all([loadAuth(), loadSignedInApp()]).then(render, render);
} else if (container) {
  loadAuth().then(render, render);
}
