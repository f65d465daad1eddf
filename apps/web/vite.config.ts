import { resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { SCREEN_FEATURES } from './src/app/screen-chunks';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const src = resolve(import.meta.dirname, 'src');
const contracts = resolve(import.meta.dirname, '../../packages/contracts/src') + sep;

/**
 * Packages by the chunk they load in. `shell` is the signed-in app's: every signed-in screen needs the
 * router, the query layer, the toaster and icons, so they come in one file with our shared code rather
 * than a request each on HTTP/1.1's six connections. The others load only with what uses them: a form,
 * a schema, Microsoft sign-in.
 */
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  shell: ['react-router', '@tanstack/query-core', '@tanstack/react-query', 'lucide-react', 'react-hot-toast', 'goober'],
  forms: ['react-hook-form', '@hookform/resolvers'],
  zod: ['zod'],
  msal: ['@azure/msal-browser', '@azure/msal-common'],
};

/** Our modules that load with a vendor chunk: the shared form components. */
const WITH_VENDOR: Record<string, readonly string[]> = {
  forms: ['components/form.tsx', 'components/form-controls.tsx', 'components/person-picker.tsx'].map((file) => resolve(src, file)),
};

/**
 * What index.html's entry imports: a small chunk of its own, so the entry asks for a signed-in address's
 * code and puts the kept theme on the page before React and the sign-in screen have arrived (main.tsx).
 */
const ENTRY_IMPORTS = [
  ...['app/screen-preload.ts', 'app/screen-chunks.ts', 'lib/auth/stored-session.ts', 'lib/theme.ts'].map((file) => resolve(src, file)),
  // Vite's helper for the preloads of `import()`.
  '\0vite/preload-helper.js',
];

/**
 * Modules no group takes, so each stays in its own chunk: the pages' own entry modules and styles, and
 * the identity client over MSAL (entra mode only, loaded with `import()`).
 */
const APART = [
  ...['index.html', 'dev-sign-in.html', 'auth-redirect.html', 'teams-tab.html'].map((page) => resolve(import.meta.dirname, page)),
  ...['main.tsx', 'lib/auth/msal-auth-client.tsx'].map((file) => resolve(src, file)),
  ...['dev-sign-in', 'auth-redirect', 'teams-tab'].map((folder) => resolve(src, folder) + sep),
];
const isApart = (id: string) => id.endsWith('.css') || APART.some((entry) => id.startsWith(entry));

/**
 * The contracts modules that build no schema, by their names: values, policies and texts. Every other
 * module of the package may import zod, so it loads only with a screen or form that uses it.
 */
const PLAIN_CONTRACTS = ['.values.ts', '.policy.ts', '-text.ts'];

const screenFeatures = SCREEN_FEATURES.map((feature) => resolve(src, 'features', feature) + sep);

/** True when `id` is a file of one of `packages` (matched by folder, not by any module's code). */
const inPackage = (id: string, packages: readonly string[]) => packages.some((name) => id.includes(`${sep}node_modules${sep}${name}${sep}`));

/**
 * The signed-in app's chunk: the shell packages, our code outside the screens' features (router, app
 * shell, shared components and helpers, the signed-in app and the feature layout themselves) and the
 * plain contracts.
 */
const inShell = (id: string) =>
  !isApart(id) &&
  (inPackage(id, VENDOR_CHUNKS.shell!) ||
    (id.startsWith(src + sep) && !screenFeatures.some((folder) => id.startsWith(folder))) ||
    (id.startsWith(contracts) && PLAIN_CONTRACTS.some((suffix) => id.endsWith(suffix))));

/** A catalogue of messages, `<folder>/locales/<language>.json`; the group's name takes the language. */
const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2})\.json$/;

// Three pages: the SPA, the development sign-in popup (dev mode), and the MSAL popup redirect bridge (entra mode).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    // Every browser the app supports has <link rel="modulepreload">; the polyfill was a script of its own.
    modulePreload: { polyfill: false },
    // `.vite/manifest.json`: the chunks each source module needs (bench/bundle-size.mjs reads it).
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One language's catalogues (app/i18n/catalogues.ts) in one file, loaded only for that language.
            { name: (id: string) => `messages-${LOCALE_FILE.exec(id)?.[1] ?? ''}`, test: LOCALE_FILE, priority: 7 },
            // With their own imports (the module manifests behind the screens table): the boot chunk imports no
            // other chunk, so the sign-in chunk, which reads the same manifests, never forms a cycle with it.
            { name: 'boot', test: (id: string) => ENTRY_IMPORTS.includes(id), priority: 6 },
            // What the app's start (app/start.tsx) and the other pages import statically (React, the sign-in
            // screen, the identity layer) in one file, so the sign-in screen loads nothing of the groups below.
            { name: 'sign-in', tags: ['$initial'], test: (id: string) => !isApart(id), includeDependenciesRecursively: false, priority: 4 },
            ...Object.entries(VENDOR_CHUNKS)
              .filter(([name]) => name !== 'shell')
              .map(([name, packages]) => ({
                name,
                test: (id: string) => inPackage(id, packages) || (WITH_VENDOR[name]?.includes(id) ?? false),
                includeDependenciesRecursively: false,
                // Above `main`: MSAL is the redirect bridge's own code, but never the sign-in screen's.
                priority: 5,
              })),
            // With what its modules import (the features' routes and navigation), unless a group above has it.
            { name: 'shell', test: inShell, priority: 2 },
            // The contracts' schemas that two or more lazy modules share.
            { name: 'contracts', test: contracts, minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
            // A feature's modules that two or more of its lazy modules (screens, lazy forms) share; the rest
            // goes with the one lazy module that uses it. The features are those of the screens table.
            ...SCREEN_FEATURES.map((feature) => ({
              name: `feature-${feature}`,
              test: resolve(src, 'features', feature) + sep,
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 1,
            })),
          ],
        },
      },
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        devSignIn: resolve(import.meta.dirname, 'dev-sign-in.html'),
        authRedirect: resolve(import.meta.dirname, 'auth-redirect.html'),
        teamsTab: resolve(import.meta.dirname, 'teams-tab.html'),
        // An entry of its own, loaded by index.html's entry with `import()`: what it imports statically is
        // the sign-in screen's first load (the `sign-in` group).
        start: resolve(src, 'app/start.tsx'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': apiTarget, '/docs': apiTarget, '/livez': apiTarget, '/readyz': apiTarget },
  },
});
