import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestCertificate } from './test-certificate';

/** A browser's side of a subscription made by the test: what it posts, and the keys to read its messages. */
export interface TestSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One message the push service accepted (or refused), as it checked and decrypted it. */
export interface ReceivedPush {
  endpoint: string;
  status: number;
  /** The `k` of the VAPID Authorization header (the server's public key, base64url). */
  vapidKey: string;
  /** The verified JWT claims (`aud`, `exp`, `sub`). */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
}

/**
 * A push service standing in for FCM or Mozilla's over HTTPS on 127.0.0.1 (the test certificate): for
 * each POST it checks the VAPID `Authorization` header (RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT's
 * ES256 signature under `k`, `aud` this service's origin, `exp` within 24 h), decrypts the `aes128gcm`
 * body (RFC 8188, RFC 8291) with the subscriber's private key and auth secret, records it in
 * `received` and answers 201 or the status set for the endpoint in `answers` (410, 404, 500 ...).
 * Anything that fails a check answers 400 and is recorded in `errors`.
 */
export async function startPushService(certificate: TestCertificate) {
  const subscribers = new Map<string, TestSubscriber>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer({ cert: certificate.cert, key: certificate.key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      try {
        const subscriber = subscribers.get(endpoint);
        if (!subscriber) throw new Error(`unknown endpoint ${endpoint}`);
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const { vapidKey, claims } = checkVapid(String(request.headers.authorization ?? ''), origin);
        const status = answers.get(endpoint) ?? 201;
        received.push({ endpoint, status, vapidKey, claims, ttl: request.headers.ttl as string | undefined, message: JSON.parse(decrypt(Buffer.concat(chunks), subscriber).toString('utf8')) });
        response.writeHead(status).end();
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    errors,
    answers,
    /** A new browser subscription at this service (P-256 keys and a 16-byte auth secret, as a browser makes them). */
    subscriber(): TestSubscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscriber = { endpoint: `${origin}/push/${randomUUID()}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
      subscribers.set(subscriber.endpoint, subscriber);
      return subscriber;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks `vapid t=<JWT>, k=<public key>` and the JWT's ES256 signature and claims. @throws Error naming what is wrong. */
function checkVapid(header: string, origin: string): { vapidKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`Authorization is not vapid t=..., k=...: ${header}`);
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const raw = Buffer.from(vapidKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg: string };
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${header64.alg}`);
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp} is not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return { vapidKey, claims };
}

/** Decrypts an `aes128gcm` Web Push message (RFC 8291 keys, RFC 8188 record) for `subscriber`. */
function decrypt(body: Buffer, subscriber: TestSubscriber): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const clientKey = subscriber.ecdh.getPublicKey();
  const ecdhSecret = subscriber.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), clientKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
