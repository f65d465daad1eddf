import './index.css';
import { preloadScreen } from './app/screen-preload';
import { storedSessionIsSignedIn } from './lib/auth/stored-session';
import { applyAppearance, storedAppearance } from './lib/theme';

// zod compiles object validators with `new Function` unless told not to, and probes for it when a schema
// is built; the CSP forbids eval (script-src 'self') and the mere probe is reported as a violation
// (Lighthouse's best practices). zod reads this global config object when it loads, so it is
// set here, before any chunk that builds a schema is evaluated; forms validate without the fast path.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// The theme kept from the last visit goes on <html> before anything is drawn: the CSP allows no inline
// script in the page, so this first module is the earliest place (no flash of the light theme).
applyAppearance(storedAppearance(), { store: false });

// Besides that, the entry holds only this: it runs as soon as its small file has arrived, so a signed-in first load
// (the session is in local storage) asks for the signed-in app and the screen at this address
// (app/screen-preload.ts) beside React and the rest of the first render, not after them. Each
// `import()` preloads the chunks its module imports (Vite). A failed load is reported where the code
// is used: the app's start shows the error (app/start.tsx), the router the route's error screen.
if (document.getElementById('root')) {
  if (storedSessionIsSignedIn()) {
    void import('./app/signed-in-app').catch(() => undefined);
    void preloadScreen(window.location.pathname);
  }
  void import('./app/start');
}
