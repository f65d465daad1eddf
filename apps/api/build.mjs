// Bundles the API into dist/: our TypeScript and @apps/contracts compiled in, npm packages left
// external (installed by `npm ci`), and the SQL migrations copied beside the bundle. The modules that
// the file-parse pool's worker threads load (src/lib/file-parse-pool.ts, `workerModule`) are entry
// points of their own, named as their source file, beside the pool's task function.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'admin-grant': 'src/tools/admin-grant.ts',
    // Operators' commands beside the server, so a build or an image runs them without tsx.
    migrate: 'src/tools/migrate.ts',
    backup: 'src/tools/backup.ts',
    restore: 'src/tools/restore.ts',
    'holiday-import.parse': 'src/modules/mytime/holiday-import.parse.ts',
    'user-import.plan': 'src/modules/users/user-import.plan.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // A package name also covers its subpaths (drizzle-orm/pg-core, ...).
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
cpSync('src/lib/file-parse-worker.mjs', 'dist/file-parse-worker.mjs');
console.log('api built: apps/api/dist/server.js');
