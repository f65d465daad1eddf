import { createDatabase } from '../src/db/client';
import type { Db } from '../src/db/client';
import { deliverDueEmails, smtpSender } from '../src/modules/notifications/email-delivery.service';
import { TEST_DB, type TestApp } from './helper';

/** The database handle of a second app instance and how to close it. */
export interface SecondInstance {
  db: Db;
  close(): Promise<void>;
}

/**
 * A second app instance beside `t`, for tests of work that two instances race for (the reminders
 * and mail delivery): on PostgreSQL its own connection pool on `t`'s database, on PGlite (one process,
 * one connection) `t`'s own handle. `close()` ends the second pool (nothing on PGlite).
 */
export async function openSecondInstance(t: TestApp): Promise<SecondInstance> {
  if (TEST_DB !== 'postgres') return { db: t.app.db, close: async () => {} };
  const other = await createDatabase({ databaseUrl: String(t.database.pool!.options.connectionString), dataDir: '' });
  return { db: other.db, close: () => other.close() };
}

/**
 * Delivers every due e-mail from both instances at once, one mail per batch and each instance with its
 * own SMTP connection to 127.0.0.1:`port`, until neither finds any left; mails are sent as from
 * `https://apps.example.com` for "Contoso India".
 */
export async function deliverThroughBoth(first: Db, second: Db, port: number): Promise<void> {
  const sendA = smtpSender(`smtp://127.0.0.1:${port}`, 'Apps <apps@example.com>');
  const sendB = smtpSender(`smtp://127.0.0.1:${port}`, 'Apps <apps@example.com>');
  const options = { appUrl: 'https://apps.example.com', orgName: 'Contoso India', batchSize: 1 };
  try {
    for (;;) {
      const [a, b] = await Promise.all([deliverDueEmails(first, sendA, options), deliverDueEmails(second, sendB, options)]);
      if (a.sent + a.failed + b.sent + b.failed === 0) return;
    }
  } finally {
    sendA.close();
    sendB.close();
  }
}
