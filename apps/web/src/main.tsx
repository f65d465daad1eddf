import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { AppProviders } from './app/providers';
import { AppErrorBoundary } from './app/error-boundary';
import { SignInPage } from './app/routes/sign-in';
import { Spinner } from './components/spinner';
import { useAuthStore } from './lib/auth/auth-store';
import { preloadScreenChunks } from './app/screen-chunks';

// zod compiles object validators with `new Function` unless told not to, and probes for it when a schema
// is built; the CSP forbids eval (script-src 'self') and the mere probe is reported as a violation
// (Lighthouse's best practices, issue 19). zod reads this global config object when it loads, so it is
// set here, before any chunk that builds a schema is evaluated; forms validate without the fast path.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Signed out, the page needs only the sign-in screen; the router, home and modules load after sign-in.
const SignedInApp = lazy(() => import('./app/signed-in-app').then((m) => ({ default: m.SignedInApp })));

// Signed in already (the session is in local storage): the signed-in app and the screen at this
// address start downloading together, not one after the other (issue 19, app/screen-chunks.ts).
if (useAuthStore.getState().isAuthenticated) preloadScreenChunks(document, window.location.pathname);

/** Not signed in: only the sign-in screen (SPEC.md section 2), at whatever address was opened. */
function Root() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (!isAuthenticated) return <SignInPage />;
  return (
    <Suspense fallback={<Spinner className="min-h-screen" />}>
      <SignedInApp />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <Root />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
