import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { SCREEN_CHUNKS_ID, SCREEN_MODULES, type ScreenChunks } from './src/app/screen-chunks';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const src = resolve(import.meta.dirname, 'src');

/**
 * Writes into the built index.html which chunks the signed-in app, the feature layout and each screen
 * of `SCREEN_MODULES` need (each chunk with its static imports, minus what the entry loads anyway), as
 * a JSON data block the entry reads to modulepreload a deep link's code at once (issue 19,
 * src/app/screen-chunks.ts). Fails the build when a listed module has no chunk of its own.
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
          const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === id);
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
        return { html, tags: [{ tag: 'script', attrs: { type: 'application/json', id: SCREEN_CHUNKS_ID }, children: json, injectTo: 'head' }] };
      },
    },
  };
}

// Three pages: the SPA, the development sign-in popup (dev mode), and the MSAL popup redirect bridge (entra mode).
export default defineConfig({
  plugins: [react(), tailwindcss(), screenChunks()],
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
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
