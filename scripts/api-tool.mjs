// `npm run migrate|backup|restore -- ...`: runs an operator command of the API. In a checkout with the
// development dependencies it runs the source through tsx (never a stale build); where they are not
// installed (`npm ci --omit=dev`, the image) it runs the build beside the server (apps/api/dist/<tool>.js).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [tool, ...args] = process.argv.slice(2);
const TOOLS = ['migrate', 'backup', 'restore'];
if (!TOOLS.includes(tool)) {
  console.error(`Usage: node scripts/api-tool.mjs <${TOOLS.join('|')}> [arguments]`);
  process.exit(2);
}

function tsxCli() {
  try {
    return createRequire(import.meta.url).resolve('tsx/cli');
  } catch {
    return null;
  }
}

const tsx = tsxCli();
const built = path.join(root, 'apps/api/dist', `${tool}.js`);
if (!tsx && !existsSync(built)) {
  console.error(`Neither tsx (development dependencies) nor the build (${built}) is here: run npm run build first.`);
  process.exit(1);
}
const command = tsx ? [tsx, path.join(root, 'apps/api/src/tools', `${tool}.ts`), ...args] : ['--enable-source-maps', built, ...args];
const child = spawn(process.execPath, command, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
