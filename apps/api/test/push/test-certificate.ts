import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1 made for one test run: PEM texts and the CA file's path. */
export interface TestCertificate {
  cert: string;
  key: string;
  /** The certificate as a file, for `NODE_EXTRA_CA_CERTS` of a process that must trust it. */
  certPath: string;
  remove(): void;
}

/**
 * Makes a fresh P-256 key and a one-day self-signed certificate for `127.0.0.1` and `localhost` with
 * openssl (a CA certificate too, so it can be the trust anchor itself).
 * @throws Error when openssl is missing or fails.
 */
export function makeTestCertificate(): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-push-cert-'));
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=Apps test push service', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-keyout', keyPath, '-out', certPath,
  ], { stdio: 'ignore' });
  return {
    cert: fs.readFileSync(certPath, 'utf8'),
    key: fs.readFileSync(keyPath, 'utf8'),
    certPath,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
