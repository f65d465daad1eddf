import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../../test/helper';
import { startMicrosoftStandIn } from '../../../test/microsoft/microsoft-stand-in';
import { makeTestCertificate, type TestCertificate } from '../../../test/push/test-certificate';

// The Graph client as production runs it: a CA trusted only through NODE_EXTRA_CA_CERTS at process start.

const PORT = TEST_DB === 'postgres' ? 3583 : 3582;
const APP = { tenantId: 'contoso.onmicrosoft.com', clientId: '6731de76-14a6-49ae-97bc-6eba6914391e', clientSecret: 'test-client-secret' };
const USER = '0b5f6a4e-3c1d-4e8f-9a2b-7c6d5e4f3a21';
const run = promisify(execFile);

let certificate: TestCertificate;
let standIn: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
/** The app's own credential certificate (RSA, as Entra takes it) and its private key in one PEM file. */
let credentialDir: string;
let credentialPem: string;

beforeAll(async () => {
  certificate = makeTestCertificate();
  credentialDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-graph-credential-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Apps Graph test', '-keyout', path.join(credentialDir, 'key.pem'), '-out', path.join(credentialDir, 'cert.pem')], { stdio: 'ignore' });
  const credentialCertificate = fs.readFileSync(path.join(credentialDir, 'cert.pem'), 'utf8');
  credentialPem = path.join(credentialDir, 'graph.pem');
  fs.writeFileSync(credentialPem, credentialCertificate + fs.readFileSync(path.join(credentialDir, 'key.pem'), 'utf8'));
  standIn = await startMicrosoftStandIn(certificate, PORT, { ...APP, clientCertificate: credentialCertificate });
  standIn.addUser(USER);
});

afterAll(async () => {
  await standIn?.close();
  certificate?.remove();
  if (credentialDir) fs.rmSync(credentialDir, { recursive: true, force: true });
});

/** Runs graph-call-process.ts with the server's environment plus `extra`; answers its JSON line. */
async function callInChild(extra: Record<string, string>) {
  const { NODE_EXTRA_CA_CERTS: _inherited, ...env } = process.env;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../../test/microsoft/graph-call-process.ts')], {
    env: {
      ...env,
      NODE_ENV: 'test',
      AUTH_MODE: 'dev',
      AZURE_TENANT_ID: APP.tenantId,
      AZURE_CLIENT_ID: APP.clientId,
      GRAPH_CLIENT_SECRET: APP.clientSecret,
      AZURE_AUTHORITY: standIn.url,
      GRAPH_BASE_URL: standIn.url,
      GRAPH_TEST_USER: USER,
      ...extra,
    },
    timeout: 30_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { status: number | null; body?: { automaticRepliesSetting: { status: string } }; error?: string };
}

describe('the Graph client in its own process', () => {
  it('gets a client-credentials token and calls Graph over HTTPS trusted through NODE_EXTRA_CA_CERTS', async () => {
    const answer = await callInChild({ NODE_EXTRA_CA_CERTS: certificate.certPath });
    expect(answer).toMatchObject({ status: 200, body: { automaticRepliesSetting: { status: 'disabled' } } });
    expect(standIn.tokenRequests().at(-1)!.form).toMatchObject({ grant_type: 'client_credentials', client_id: APP.clientId });
  });

  it('signs in with a certificate credential (GRAPH_CLIENT_CERTIFICATE_PATH) instead of a secret', async () => {
    const answer = await callInChild({ NODE_EXTRA_CA_CERTS: certificate.certPath, GRAPH_CLIENT_SECRET: '', GRAPH_CLIENT_CERTIFICATE_PATH: credentialPem });
    expect(answer, JSON.stringify(answer)).toMatchObject({ status: 200 });
    const token = standIn.tokenRequests().at(-1)!.form!;
    expect(token).toMatchObject({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' });
    expect(token.client_secret).toBeUndefined();
  });

  it('refuses an endpoint whose certificate it does not trust', async () => {
    const before = standIn.graphRequests().length;
    const answer = await callInChild({});
    expect(answer.status).toBeNull();
    // msal reports the untrusted OpenID metadata endpoint as it resolves the authority.
    expect(answer.error).toMatch(/^token: (endpoints_resolution_error|.*certificate)/i);
    expect(standIn.graphRequests().length).toBe(before);
  });
});
