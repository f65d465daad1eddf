import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

// Three pages: the SPA, the development sign-in popup (dev mode), and the MSAL popup redirect bridge (entra mode).
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
