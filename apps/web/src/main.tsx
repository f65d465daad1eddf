import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { AppProviders } from './app/providers';
import { AppErrorBoundary } from './app/error-boundary';
import { SignInPage } from './app/routes/sign-in';
import { Spinner } from './components/spinner';
import { useAuthStore } from './lib/auth/auth-store';

// Signed out, the page needs only the sign-in screen; the router, home and modules load after sign-in.
const SignedInApp = lazy(() => import('./app/signed-in-app').then((m) => ({ default: m.SignedInApp })));

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
