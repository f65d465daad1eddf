// `npm start`: builds the web app and the API when their sources are newer than the build, then runs
// the server (one port: the API under /v1 and the SPA at /). Embedded PGlite and development sign-in
// unless configured otherwise (docs/operations.md "Configuration").
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

const port = Number(process.env.PORT ?? 3000);
const env = { ...process.env, PORT: String(port) };
// Without SMTP_URL outside production, a local mailbox catches every e-mail (docs/operations.md "Notifications and e-mail").
let mailbox = null;
if (!process.env.SMTP_URL && process.env.NODE_ENV !== 'production' && process.env.DEV_MAILBOX !== 'false') {
  const smtpPort = Number(process.env.DEV_MAILBOX_SMTP_PORT ?? port + 26);
  const httpPort = Number(process.env.DEV_MAILBOX_PORT ?? port + 25);
  mailbox = spawn(process.execPath, [path.join(root, 'scripts/dev-mailbox.mjs'), String(smtpPort), String(httpPort)], { cwd: root, stdio: 'inherit' });
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
}
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    mailbox?.kill(signal);
    server.kill(signal);
  });
server.on('exit', () => mailbox?.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
