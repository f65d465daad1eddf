import nodemailer from 'nodemailer';
import type { EmailStatus } from '@apps/contracts/core/notification';
import type { DbOrTx } from '../../db/client';
import { inClientSpan } from '../../lib/tracing/tracing';
import { renderEmail, type EmailMessage } from './email-message';
import * as deliveryRepository from './email-delivery.repository';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../lib/outbox-worker';

/** Sends one message; throws when the SMTP server refuses or cannot be reached. */
export type SendMail = (message: EmailMessage) => Promise<void>;

/** How the worker retries: exponential from `baseDelayMs` up to `maxDelayMs`, giving up after `retryWindowMs`. */
export interface DeliveryOptions {
  appUrl: string;
  orgName: string;
  batchSize?: number;
  leaseSeconds?: number;
  /** Mails of one pass sent at the same time (default 1); match the sender's SMTP connections. */
  concurrency?: number;
  /** First retry delay, ms (default 30 s); doubles per attempt. */
  baseDelayMs?: number;
  /** Longest delay between attempts, ms (default 1 h). */
  maxDelayMs?: number;
  /** How long a delivery is retried before it is marked failed, ms (default 26 h: at least 24 h). */
  retryWindowMs?: number;
  /** The clock (tests). */
  now?: () => Date;
}

/** The delay before attempt `attempts + 1`, in ms: base x 2^(attempts-1), at most `max`. */
export function backoffDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** SMTP connections one instance keeps open by default (`SMTP_MAX_CONNECTIONS`). */
export const DEFAULT_SMTP_CONNECTIONS = 3;

/**
 * A pooled nodemailer transport for `smtpUrl` (STARTTLS when the server offers it) as a `SendMail`: up to
 * `maxConnections` SMTP connections stay open and are reused, instead of one connection per mail (the
 * reminder benchmark measured about 115 ms per mail that way, bench/RESULTS.md). Settings in the URL's
 * query (for example `?pool=false`) override these. `close()` ends the pool's connections.
 */
export function smtpSender(smtpUrl: string, from: string, options: { maxConnections?: number } = {}): SendMail & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: options.maxConnections ?? DEFAULT_SMTP_CONNECTIONS });
  // The span names the server, never the recipient or the credentials in the URL.
  const server = new URL(smtpUrl);
  const attributes = { 'network.protocol.name': 'smtp', 'server.address': server.hostname, ...(server.port ? { 'server.port': Number(server.port) } : {}) };
  const send = (async (message: EmailMessage) => {
    await inClientSpan('smtp send', attributes, () =>
      transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId }),
    );
  }) as SendMail & { close(): void };
  send.close = () => transport.close();
  return send;
}

/**
 * One pass of the e-mail worker: claims due deliveries (never one another instance holds),
 * sends each, marks it sent, or schedules a retry with exponential backoff and marks it failed after the
 * retry window. Never throws for SMTP trouble.
 * @returns how many were sent and how many failed this pass, and of those failed how many gave up (marked failed for good).
 */
export async function deliverDueEmails(db: DbOrTx, send: SendMail, options: DeliveryOptions): Promise<{ sent: number; failed: number; gaveUp: number }> {
  const now = options.now ?? (() => new Date());
  const claimed = await deliveryRepository.claimDue(db, options.batchSize ?? 50, options.leaseSeconds ?? 120);
  let sent = 0;
  let failed = 0;
  let gaveUp = 0;
  const deliver = async (delivery: (typeof claimed)[number]) => {
    try {
      await send(renderEmail(delivery, options));
      await deliveryRepository.markSent(db, delivery.deliveryId);
      sent += 1;
    } catch (error) {
      failed += 1;
      const age = now().getTime() - delivery.createdAt.getTime();
      const giveUp = age >= (options.retryWindowMs ?? 26 * 3_600_000);
      if (giveUp) gaveUp += 1;
      const delay = backoffDelayMs(delivery.attempts, options.baseDelayMs ?? 30_000, options.maxDelayMs ?? 3_600_000);
      await deliveryRepository.markAttemptFailed(db, delivery.deliveryId, error instanceof Error ? error.message.slice(0, 500) : String(error), delay, giveUp);
    }
  };
  // `concurrency` lanes take the claimed deliveries in turn.
  const queue = [...claimed];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await deliver(next);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, queue.length)) }, lane));
  return { sent, failed, gaveUp };
}

/**
 * Runs `deliverDueEmails` every `intervalMs` until stopped, telling `onPass` what each pass did (the
 * metrics); a pass that throws (database down) is logged by `onError` and the next pass tries again.
 */
export function startEmailWorker(
  db: DbOrTx,
  send: SendMail,
  options: DeliveryOptions & OutboxWorkerOptions & { onPass?: (pass: Awaited<ReturnType<typeof deliverDueEmails>>) => void },
) {
  return startOutboxWorker(async () => {
    const result = await deliverDueEmails(db, send, options);
    options.onPass?.(result);
    return result.sent + result.failed;
  }, options);
}

/** Whether e-mail is on, and the deliveries that gave up (User Management, admins). */
export async function emailStatus(db: DbOrTx, enabled: boolean): Promise<EmailStatus> {
  const failed = await deliveryRepository.listFailed(db, 50);
  return { enabled, failed: failed.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
