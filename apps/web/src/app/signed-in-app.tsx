import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Spinner } from '../components/spinner';
import { createAppRouter } from './router';

/**
 * The signed-in application: the router with the home screen, the app shell and every module (each
 * lazy-loaded). `main.tsx` loads this file only once the person is signed in, so the sign-in screen
 * carries no router code (issue 13 section 4, docs/decisions/0009-first-load-javascript-budget.md).
 * A router is created per sign-in, at the address the browser shows then, and disposed at sign-out.
 */
export function SignedInApp() {
  const [router, setRouter] = useState<ReturnType<typeof createAppRouter> | null>(null);
  useEffect(() => {
    const created = createAppRouter();
    setRouter(created);
    return () => created.dispose();
  }, []);
  if (!router) return <Spinner className="min-h-screen" />;
  return <RouterProvider router={router} />;
}
