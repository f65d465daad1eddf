// The production push sender (`webPushSender`) in a process of its own, started with NODE_EXTRA_CA_CERTS
// naming the test push service's certificate: the only way Node trusts an extra CA is at process start,
// which is how an operator trusts a private one. Reads one JSON request per line on stdin
// ({ id, vapid, target, payload }) and answers one line per request ({ id, statusCode, error }).
import readline from 'node:readline';
import { PushSendError, webPushSender } from '../../src/modules/notifications/push-delivery.service';
import type { VapidKeys } from '../../src/modules/notifications/vapid-keys.service';

interface Request {
  id: number;
  vapid: VapidKeys;
  target: { endpoint: string; keys: { p256dh: string; auth: string } };
  payload: string;
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const request = JSON.parse(line) as Request;
  webPushSender(request.vapid, { timeoutMs: 10_000 })(request.target, request.payload).then(
    () => process.stdout.write(`${JSON.stringify({ id: request.id, statusCode: 201, error: null })}\n`),
    (error: unknown) => {
      const statusCode = error instanceof PushSendError ? error.statusCode : null;
      process.stdout.write(`${JSON.stringify({ id: request.id, statusCode, error: error instanceof Error ? error.message : String(error) })}\n`);
    },
  );
});
process.stdout.write('ready\n');
