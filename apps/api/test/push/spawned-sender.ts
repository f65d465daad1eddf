import { spawn } from 'node:child_process';
import path from 'node:path';
import { PushSendError, type SendPush } from '../../src/modules/notifications/push-delivery.service';
import type { VapidKeys } from '../../src/modules/notifications/vapid-keys.service';

/**
 * `webPushSender` run in a child process that trusts `caPath` through `NODE_EXTRA_CA_CERTS`
 * (push-sender-process.ts): `sender(vapid)` is a `SendPush` whose HTTPS requests leave that process and
 * whose refusals come back as `PushSendError` with the push service's status. `stop()` ends the process.
 */
export async function startSpawnedSender(caPath: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'push-sender-process.ts')], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = new Map<number, (answer: { statusCode: number | null; error: string | null }) => void>();
  let buffer = '';
  let nextId = 0;
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`push sender exited with ${code}`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === 'ready') resolve();
        else if (line.startsWith('{')) {
          const answer = JSON.parse(line) as { id: number; statusCode: number | null; error: string | null };
          waiting.get(answer.id)?.(answer);
          waiting.delete(answer.id);
        }
      }
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    sender(vapid: VapidKeys): SendPush {
      return async (target, payload) => {
        nextId += 1;
        const id = nextId;
        const answer = await new Promise<{ statusCode: number | null; error: string | null }>((resolve) => {
          waiting.set(id, resolve);
          child.stdin.write(`${JSON.stringify({ id, vapid, target, payload })}\n`);
        });
        if (answer.error !== null) throw new PushSendError(answer.error, answer.statusCode);
      };
    },
    async stop() {
      child.stdin.end();
      child.kill('SIGTERM');
      await exited;
    },
  };
}
