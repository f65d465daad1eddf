// Adds lock entries for unrs-resolver's platform bindings the registry mirror here lacks, so `npm ci`
// sees the lock in sync (npm skips installing them on other platforms anyway).
import fs from 'node:fs';
const file = process.argv[2] || 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const parent = lock.packages['node_modules/unrs-resolver'];
if (!parent) { console.log('no unrs-resolver'); process.exit(0); }
let added = 0;
for (const [name, version] of Object.entries(parent.optionalDependencies || {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const plat = name.replace('@unrs/resolver-binding-', '');
  const parts = plat.split('-');
  const os = parts[0];
  const cpu = parts[1];
  const entry = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  if (/-(gnu|musl)$/.test(plat)) entry.libc = [plat.endsWith('musl') ? 'musl' : 'glibc'];
  if (os === 'wasm32') { delete entry.os; entry.cpu = ['wasm32']; }
  lock.packages[key] = entry;
  added++;
}
const sorted = {};
for (const k of Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0))) sorted[k] = lock.packages[k];
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
