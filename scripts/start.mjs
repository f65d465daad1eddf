// `npm start`: builds the web app and the API when their sources are newer than the build, then runs
// the server (one port: the API under /v1 and the SPA at /). Embedded PGlite and development sign-in
// unless configured otherwise (README "Configuration").
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

const contracts = newest(path.join(root, 'packages/contracts'));
const targets = [
  { name: '@apps/web', sources: Math.max(newest(path.join(root, 'apps/web')), contracts), output: path.join(root, 'apps/web/dist/index.html') },
  { name: '@apps/api', sources: Math.max(newest(path.join(root, 'apps/api')), contracts), output: path.join(root, 'apps/api/dist/server.js') },
];
for (const target of targets) {
  if (builtAt(target.output) >= target.sources) continue;
  console.log(`Building ${target.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '3000' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
