// Starts the built server for the e2e tests on a fresh database: a new PostgreSQL database when
// DATABASE_URL is set (dropped on exit), else embedded PGlite in a temporary folder.
// Default: dev sign-in and the demo organisation. With E2E_ENTRA=1: entra mode against the fake tenant
// of e2e/entra/test-tenant.json, whose OpenID metadata and keys this script serves locally (the
// browser's calls to Microsoft are answered by Playwright routes in the tests).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  AUTH_MODE: 'dev',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
};
delete env.ADMIN_EMAILS;
delete env.ADMIN_OBJECT_IDS;

let tenantServer = null;
if (process.env.E2E_ENTRA === '1') {
  const tenant = JSON.parse(readFileSync(path.join(root, 'e2e/entra/test-tenant.json'), 'utf8'));
  tenantServer = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const { port } = tenantServer.address();
    if (req.url === `/${tenant.tenantId}/v2.0/.well-known/openid-configuration`) {
      res.end(
        JSON.stringify({
          issuer: `https://login.microsoftonline.com/${tenant.tenantId}/v2.0`,
          jwks_uri: `http://127.0.0.1:${port}/${tenant.tenantId}/discovery/v2.0/keys`,
          authorization_endpoint: `https://login.microsoftonline.com/${tenant.tenantId}/oauth2/v2.0/authorize`,
          token_endpoint: `https://login.microsoftonline.com/${tenant.tenantId}/oauth2/v2.0/token`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    } else if (req.url === `/${tenant.tenantId}/discovery/v2.0/keys`) {
      res.end(JSON.stringify({ keys: [tenant.publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise((resolve) => tenantServer.listen(0, '127.0.0.1', resolve));
  Object.assign(env, {
    AUTH_MODE: 'entra',
    AZURE_CLIENT_ID: tenant.clientId,
    AZURE_TENANT_ID: tenant.tenantId,
    AZURE_AUTHORITY: `http://127.0.0.1:${tenantServer.address().port}`,
    ADMIN_EMAILS: 'megan.bowen@contoso.example',
    SEED_DEMO: 'false',
  });
}

let cleanup = async () => {};
if (process.env.DATABASE_URL) {
  const name = `apps_e2e_${Date.now().toString(36)}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  console.log(`e2e database: PostgreSQL ${name}`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'apps-e2e-'));
  env.DATA_DIR = dir;
  delete env.DATABASE_URL;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
  console.log(`e2e database: PGlite in ${dir}`);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: 'inherit' });
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  await new Promise((resolve) => server.once('exit', resolve));
  tenantServer?.close();
  await cleanup().catch((error) => console.error('e2e cleanup failed', error));
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
server.on('exit', async (code) => {
  if (stopping) return;
  await cleanup().catch(() => {});
  process.exit(code ?? 1);
});
