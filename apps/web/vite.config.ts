import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { BOOT_PRELOAD_SCRIPT } from './src/app/boot-preload';
import { SCREEN_CHUNKS_ID, SCREEN_MODULES, type ScreenChunks } from './src/app/screen-chunks';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const src = resolve(import.meta.dirname, 'src');

/**
 * Writes into the built index.html which chunks the signed-in app, the feature layout and each screen
 * of `SCREEN_MODULES` need (each chunk with its static imports, minus what the entry loads anyway), as
 * a JSON data block, and the inline boot script that modulepreloads a signed-in deep link's code from it
 * while the page is parsed (src/app/screen-chunks.ts, src/app/boot-preload.ts). Fails the build when a listed module has no chunk of its own.
 */
function screenChunks(): Plugin {
  return {
    name: 'apps-screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !ctx.filename.endsWith('index.html') || ctx.filename.includes('sign-in')) return html;
        const bundle: Rollup.OutputBundle = ctx.bundle;
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, seen);
          return seen;
        };
        const loaded = closure(ctx.chunk.fileName);
        const chunkName = (file: string) => {
          if (!file.startsWith('assets/') || !file.endsWith('.js')) throw new Error(`screenChunks: unexpected chunk ${file}`);
          return file.slice('assets/'.length, -'.js'.length);
        };
        // Each list leaves out what the entry, and for the layout and screens the signed-in app and the
        // layout, bring already (the entry preloads the union).
        const chunkOf = (module: string, without: string[] = []) => {
          const id = resolve(src, module);
          // A lazy module the shell chunk holds (the signed-in app, the feature layout) has no chunk of its own.
          const chunk =
            Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === id) ??
            Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds.includes(id));
          if (!chunk) throw new Error(`screenChunks: no chunk for ${module}`);
          return [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map(chunkName).filter((name) => !without.includes(name));
        };
        const signedIn = chunkOf('app/signed-in-app.tsx');
        const layout = chunkOf('app/feature-layout.tsx', signedIn);
        const data: ScreenChunks = {
          signedIn,
          layout,
          screens: Object.fromEntries(SCREEN_MODULES.map(([path, module]) => [path, chunkOf(module, [...signedIn, ...layout])])),
        };
        // `<` cannot end the block early: JSON.stringify leaves it, so escape it.
        const json = JSON.stringify(data).replaceAll('<', '\\u003c');
        // The data block after the title; the boot script that preloads a signed-in address's chunks from it
        // last in the head (app/boot-preload.ts): after the entry script and the stylesheet, so the code and
        // styles of the first render are asked for first, and the script runs once the stylesheet is there
        // (an inline script waits for the stylesheets above it), long before the entry has arrived and run.
        if (!html.includes('</title>') || !html.includes('</head>')) throw new Error('screenChunks: index.html has no </title> or </head>');
        const block = `<script type="application/json" id="${SCREEN_CHUNKS_ID}">${json}</script>`;
        return html.replace('</title>', `</title>\n    ${block}`).replace('</head>', `  <script>${BOOT_PRELOAD_SCRIPT}</script>\n  </head>`);
      },
    },
  };
}

/** Packages too large to load with every signed-in screen: they stay in chunks of their own. */
const HEAVY = /node_modules[\\/](react-hook-form|@hookform|recharts|@azure|zod)[\\/]/;
/** Modules every signed-in screen may share: icons, the shared UI and helpers, the query layer and toasts. */
/** The form layer (react-hook-form and the shared form components): every screen with a form. */
const FORMS = /node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]components[\\/](form|form-controls|person-picker)\.tsx$/;
/** The contracts package and zod, which nearly every screen but home imports. */
const CONTRACTS = /packages[\\/]contracts[\\/]|node_modules[\\/]zod[\\/]/;
/**
 * zod itself, in a chunk of its own: a form with a schema of its own (User Management's quick assign)
 * needs zod but none of the contracts' schemas, whose construction is most of the contracts chunk's
 * evaluation.
 */
const ZOD = /node_modules[\\/]zod[\\/]/;
/** zod and the react-hook-form layer: what only a schema or a form needs. */
const SCHEMA_OR_FORM = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]components[\\/](form|form-controls|person-picker)\.tsx$/;
/** A feature's module; group 1 is the feature. */
const FEATURE = /src[\\/]features[\\/]([^\\/]+)[\\/]/;
/**
 * Lazy modules the shell chunk holds all the same: the signed-in app (only ever loaded signed in, with the
 * shell) and the feature layout (every screen but home): a file each of about 1.5 KB was a request of its
 * own on HTTP/1.1's six connections.
 */
const SHELL_LAZY = /src[\\/]app[\\/](signed-in-app|feature-layout)\.tsx$/;
/** lucide-react's index module, and one of its icons. */
const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const SHARED = /node_modules[\\/](lucide-react|@tanstack|react-hot-toast|goober|react-router)[\\/]|src[\\/](components|lib)[\\/]/;

/**
 * Decides which modules go into the one `shell` chunk of the signed-in app (a screen used to
 * load about 45 chunks, most of them 1-2 KB, each a round trip on HTTP/1.1's six connections): the
 * signed-in app's static imports and every `SHARED` module, but never what the sign-in screen loads
 * (an entry's static imports: the first-load budget), a module loaded with `import()` (it stays lazy)
 * or a module that imports a `HEAVY` package.
 */
function shellChunk(): Plugin & { inShell: (id: string) => boolean; isLazy: (id: string) => boolean; inFirstLoad: (id: string) => boolean } {
  const shell = new Set<string>();
  let lazy = new Set<string>();
  let firstLoad = new Set<string>();
  return {
    name: 'apps-shell-chunk',
    apply: 'build',
    inShell: (id) => shell.has(id),
    isLazy: (id) => lazy.has(id),
    inFirstLoad: (id) => firstLoad.has(id) || id.startsWith('\0rolldown/runtime'),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      const imports = (id: string) => {
        const info = this.getModuleInfo(id);
        return (info?.importedIds ?? []).filter((dep) => !info?.dynamicallyImportedIds.includes(dep));
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...imports(id));
        }
        return seen;
      };
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // index.html's first load, and our own modules another page's first load (the development sign-in
      // popup) shares with the signed-in app: a few bytes on the sign-in screen rather than a file of their own.
      const signedInClosure = closure(ids.filter((id) => /src[\\/]app[\\/]signed-in-app\.tsx$/.test(id)));
      firstLoad = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry && /[\\/]index\.html$/.test(id)));
      // lucide-react's index imports every icon, so the closure above holds all of them; keep only the icons
      // the first load's own modules name (the index maps each name to its file), the rest stay in the shell.
      const lucideIndex = ids.find((id) => LUCIDE_INDEX.test(id));
      if (lucideIndex) {
        const fileOf = new Map<string, string>();
        for (const [, names, file] of (this.getModuleInfo(lucideIndex)?.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/icons\/[^'"]+)['"]/g)) {
          for (const name of names!.split(',')) fileOf.set(name.trim().split(/\s+as\s+/).at(-1)!, resolve(dirname(lucideIndex), file!));
        }
        const named = [...firstLoad]
          .filter((id) => !id.includes('node_modules'))
          .flatMap((id) => [...(this.getModuleInfo(id)?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)])
          .flatMap(([, names]) => names!.split(',').map((name) => fileOf.get(name.trim().split(/\s+as\s+/)[0]!)));
        for (const id of firstLoad) if (LUCIDE_ICON.test(id) && !named.includes(id)) firstLoad.delete(id);
      }
      for (const id of initial) if (signedInClosure.has(id) && /[\\/]src[\\/]/.test(id) && !id.includes('node_modules')) firstLoad.add(id);
      const signedIn = ids.filter((id) => /src[\\/]app[\\/]signed-in-app\.tsx$/.test(id));
      for (const id of [...closure(signedIn), ...ids.filter((id) => SHARED.test(id) || SHELL_LAZY.test(id))]) {
        if ((!lazy.has(id) || SHELL_LAZY.test(id)) && !HEAVY.test(id)) shell.add(id);
      }
      // Only modules whose own imports are in the shell or in the first load: the shell then imports
      // nothing but the first load's chunks, so no chunk cycle can run a module before its imports.
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of shell) {
          if (imports(id).some((dep) => !shell.has(dep) && !initial.has(dep))) {
            shell.delete(id);
            changed = true;
          }
        }
      }
    },
  };
}
const shell = shellChunk();

/**
 * Finds at `buildEnd` the modules whose static imports reach zod or the form layer (`SCHEMA_OR_FORM`),
 * so a screen whose first render shows no form loads neither (docs/decisions/0082): the `contracts` chunk holds zod and the
 * contracts modules that build schemas, `contract-values` the contracts package's plain modules (labels,
 * enums, date helpers), and each feature's modules that need a form go to `feature-<name>-forms`.
 * `oneLazy` is true for a module that one lazily loaded module alone reaches: it stays in that one's
 * chunk instead of its feature's.
 */
function schemaOrFormModules(): Plugin & { needs: (id: string) => boolean; oneLazy: (id: string) => boolean } {
  const needs = new Set<string>();
  const reach = new Map<string, number>();
  return {
    name: 'apps-schema-or-form-modules',
    apply: 'build',
    needs: (id) => needs.has(id),
    oneLazy: (id) => reach.get(id) === 1,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importers = new Map<string, string[]>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        for (const dep of info?.importedIds ?? []) {
          if (info?.dynamicallyImportedIds.includes(dep)) continue;
          importers.set(dep, [...(importers.get(dep) ?? []), id]);
        }
      }
      const stack = ids.filter((id) => SCHEMA_OR_FORM.test(id));
      while (stack.length) {
        const id = stack.pop()!;
        if (needs.has(id)) continue;
        needs.add(id);
        stack.push(...(importers.get(id) ?? []));
      }
      // How many lazily loaded modules (screens, lazy forms, charts) reach each module statically.
      const statics = (id: string) => {
        const info = this.getModuleInfo(id);
        return (info?.importedIds ?? []).filter((dep) => !info?.dynamicallyImportedIds.includes(dep));
      };
      for (const root of new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))) {
        const seen = new Set<string>();
        const todo = [root];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          reach.set(id, (reach.get(id) ?? 0) + 1);
          todo.push(...statics(id));
        }
      }
    },
  };
}
const schemaOrForm = schemaOrFormModules();

// Three pages: the SPA, the development sign-in popup (dev mode), and the MSAL popup redirect bridge (entra mode).
export default defineConfig({
  plugins: [react(), tailwindcss(), screenChunks(), shell, schemaOrForm],
  build: {
    target: 'es2022',
    // Every browser the app supports has <link rel="modulepreload">; the polyfill was a script of its own.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything index.html loads (and the bundler's runtime) in one file: the first load is one
            // script, not five side by side on HTTP/1.1's six connections.
            { name: 'entry', test: (id) => shell.inFirstLoad(id), includeDependenciesRecursively: false, priority: 6 },
            { name: 'entry', tags: ['$initial'], entriesAware: true, priority: 5 },
            { name: 'shell', test: (id) => shell.inShell(id), includeDependenciesRecursively: false, priority: 4 },
            { name: 'forms', test: FORMS, includeDependenciesRecursively: false, priority: 4 },
            { name: 'zod', test: (id) => ZOD.test(id) && !shell.isLazy(id), includeDependenciesRecursively: false, priority: 3 },
            { name: 'contracts', test: (id) => CONTRACTS.test(id) && schemaOrForm.needs(id) && !shell.isLazy(id), includeDependenciesRecursively: false, priority: 3 },
            { name: 'contract-values', test: (id) => CONTRACTS.test(id) && !shell.isLazy(id), includeDependenciesRecursively: false, priority: 2 },
            {
              name: (id) => `feature-${FEATURE.exec(id)?.[1]}${schemaOrForm.needs(id) ? '-forms' : ''}`,
              test: (id) => FEATURE.test(id) && !shell.isLazy(id) && !schemaOrForm.oneLazy(id),
              includeDependenciesRecursively: false,
              priority: 2,
            },
          ],
        },
      },
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        devSignIn: resolve(import.meta.dirname, 'dev-sign-in.html'),
        authRedirect: resolve(import.meta.dirname, 'auth-redirect.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': apiTarget, '/docs': apiTarget, '/livez': apiTarget, '/readyz': apiTarget },
  },
});
