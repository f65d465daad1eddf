import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/**
 * The signed-in application: the router with the home screen, the app shell and every module (each
 * lazy-loaded). `main.tsx` loads this file only once the person is signed in, so the sign-in screen
 * carries no router code.
 * A router is created per sign-in, at the address the browser shows then, and disposed at sign-out.
 *
 * The router is created in the first render (a state initialiser), not in an effect: no spinner is
 * drawn and replaced one render later. Its disposal waits a task, so
 * StrictMode's mount-unmount-mount in development keeps the one router alive.
 */
export function SignedInApp() {
  const [router] = useState(routerOfThisSignIn);
  useEffect(() => {
    clearTimeout(pendingDispose);
    return () => {
      pendingDispose = setTimeout(() => {
        router.dispose();
        if (live === router) live = null;
      });
    };
  }, [router]);
  return <RouterProvider router={router} />;
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** The router of the current sign-in: StrictMode's second call of the initialiser gets the same one. */
let live: AppRouter | null = null;
let pendingDispose: ReturnType<typeof setTimeout> | undefined;

function routerOfThisSignIn(): AppRouter {
  return (live ??= createAppRouter());
}

/**
 * Creates this sign-in's router now, at the address the browser shows, and resolves once the router has
 * loaded the code of the routes that address matches (the feature layout and the screen, modulepreloaded
 * by index.html): the entry waits for it, so the first render draws the screen itself instead of the
 * router's `hydrateFallbackElement` first, and the router's work (its route table, the first match) is
 * done before React starts rather than inside its first render. Resolves as
 * well when a route's code fails to load: the router then shows that route's error screen. Never rejects.
 */
export function startRouter(): Promise<void> {
  const router = routerOfThisSignIn();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
