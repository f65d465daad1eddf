import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../helper';
import { scratchDatabase, type ScratchDatabase } from './databases';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Shutdown behind a load balancer (docs/operations.md "Rolling upgrade"): on SIGTERM a server process
 * fails `/readyz` at once and keeps serving for SHUTDOWN_DRAIN_MS, then stops accepting connections,
 * finishes the request it is in the middle of and exits 0.
 */
const DRAIN_MS = 1_500;

/** Polls `check` every 50 ms until it answers true; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(50);
  }
}

/** The status of a fresh-connection GET of `url`, or `refused` when no connection could be made. */
async function statusOf(url: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(url, { headers: { connection: 'close' } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused';
  }
}

/**
 * A JSON POST sent in two parts: the headers and half the body now (the server has begun the request),
 * the rest on `finish()`, which resolves with the status and body once the server answers and closes.
 */
function halfSentPost(port: number, target: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<void>((resolve, reject) => {
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) =>
    socket.on('connect', () => {
      const head = [`POST ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body.slice(0, half)}`, () => resolve());
    }),
  );
  return {
    sent,
    async finish(): Promise<{ status: number; body: string }> {
      socket.write(body.slice(half));
      await closed;
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1] ?? 0), body: rest.join('\r\n\r\n') };
    },
  };
}

describe(`shutdown behind a load balancer on ${TEST_DB}`, () => {
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) await server.kill();
    await database?.drop();
  });

  it('fails /readyz while it drains, finishes the request in flight and exits 0', async () => {
    database = await scratchDatabase(TEST_DB);
    server = await startServerProcess({ ...database.env, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const { url } = server;
    expect(await statusOf(`${url}/readyz`)).toBe(200);

    const inFlight = halfSentPost(Number(new URL(url).port), '/v1/auth/dev/token', JSON.stringify({ email: 'in.flight@test.example', name: 'In Flight' }));
    await inFlight.sent;
    const signalled = Date.now();
    const exited = server.stop();

    await until(async () => (await statusOf(`${url}/readyz`)) === 503);
    const live = await fetch(`${url}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');

    await until(async () => (await statusOf(`${url}/livez`)) === 'refused');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);

    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.accessToken).toEqual(expect.any(String));
    expect(await exited).toBe(0);
    expect(server.output()).toContain('draining');
  });
});
