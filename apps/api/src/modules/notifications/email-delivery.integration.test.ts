import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EmailStatus } from '@apps/contracts/core/notification';
import { createDatabase, type Database } from '../../db/client';
import { buildTestApp, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { dataOf } from '../../../test/factories/grow.factories';
import { startSmtpSink } from '../../../test/mail/smtp-sink';
import { deliverDueEmails, smtpSender } from './email-delivery.service';

// E-mail proofs against a real SMTP server process (smtp-server as a sink).

const PORT = TEST_DB === 'postgres' ? 2650 : 2610;
const OPTIONS = { appUrl: 'https://apps.example.com', orgName: 'Contoso India' };
let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Manav Mailbox' });
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Esha Emailed', managerId: manager.id });
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
  // Mails of people made before this test (none here) must not count: start from an empty outbox.
  await t.app.db.execute(sql`update notification_deliveries set status = 'sent'`);
});

afterAll(async () => {
  await t.close();
});

async function submitAndApprove(): Promise<string> {
  const sheet = await createTimesheet(t, { employee, projectId });
  dataOf(await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/submit`, as: employee }));
  dataOf(await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: manager, payload: { approverId: manager.id } }));
  // The approval's e-mail waits for the approval's undo window; these tests are about delivery, so it is due now.
  await t.app.db.execute(sql`update notification_deliveries set next_attempt_at = now()
    where status = 'pending' and notification_id in (select id from notifications where link like ${`%${sheet.id}%`} or dedupe_key like ${`timesheet-approved:${sheet.id}:%`})`);
  return sheet.id;
}

async function deliveriesFor(timesheetId: string) {
  const result = await t.app.db.execute<{ id: string; kind: string; status: string; attempts: number }>(sql`
    select d.id, n.kind, d.status, d.attempts from notification_deliveries d join notifications n on n.id = d.notification_id
    where (n.link like ${`%${timesheetId}`} or n.dedupe_key like ${`timesheet-approved:${timesheetId}:%`}) order by n.kind`);
  return result.rows;
}

describe('e-mail through a real SMTP server', () => {
  it('reaches the right people with HTML, text, the link, the organisation and the delivery Message-ID', async () => {
    const sink = await startSmtpSink(PORT);
    const send = smtpSender(`smtp://127.0.0.1:${PORT}`, 'Apps <apps@example.com>');
    try {
      const id = await submitAndApprove();
      await deliverDueEmails(t.app.db, send, OPTIONS);
      const deliveries = await deliveriesFor(id);
      const approved = deliveries.find((d) => d.kind === 'timesheet.approved')!;
      const toEmployee = sink.mails.filter((m) => m.to.includes(employee.email));
      expect(toEmployee).toHaveLength(1);
      expect(toEmployee[0]!.messageId).toBe(`<${approved.id}@apps.example.com>`);
      expect(toEmployee[0]!.subject).toBe('[Contoso India] Your timesheet was approved');
      expect(toEmployee[0]!.raw).toContain('text/html');
      expect(toEmployee[0]!.raw).toContain('text/plain');
      const { rows: [sheet] } = await t.app.db.execute<{ week: string }>(sql`select week_start_date::text as week from timesheets where id = ${id}`);
      expect(toEmployee[0]!.raw.replace(/=\r?\n/g, '')).toContain(`https://apps.example.com/mytime/timesheet?week=3D${sheet!.week}`);
      expect(sink.mails.filter((m) => m.to.includes(manager.email) && m.subject?.includes('waiting for your approval'))).toHaveLength(1);
      expect(sink.mails.filter((m) => m.to.includes(employee.email) && m.subject?.includes('waiting'))).toHaveLength(0);
      expect(deliveries.every((d) => d.status === 'sent')).toBe(true);
    } finally {
      send.close();
      await sink.stop();
    }
  });

  it('SMTP down, then up: retried with backoff and delivered once', async () => {
    const send = smtpSender(`smtp://127.0.0.1:${PORT + 1}`, 'Apps <apps@example.com>');
    try {
      const id = await submitAndApprove();
      const down = await deliverDueEmails(t.app.db, send, OPTIONS);
      expect(down.failed).toBeGreaterThanOrEqual(2);
      const waiting = await t.app.db.execute<{ n: number }>(sql`
        select count(*)::int as n from notification_deliveries where status = 'pending' and attempts = 1 and next_attempt_at > now() and last_error is not null`);
      expect(waiting.rows[0]!.n).toBeGreaterThanOrEqual(2);
      // Nothing is due before the backoff ends.
      expect(await deliverDueEmails(t.app.db, send, OPTIONS)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
      const sink = await startSmtpSink(PORT + 1);
      try {
        await t.app.db.execute(sql`update notification_deliveries set next_attempt_at = now() where status = 'pending'`);
        await deliverDueEmails(t.app.db, send, OPTIONS);
        await deliverDueEmails(t.app.db, send, OPTIONS);
        const approved = (await deliveriesFor(id)).find((d) => d.kind === 'timesheet.approved')!;
        expect(approved).toMatchObject({ status: 'sent', attempts: 2 });
        expect(sink.mails.filter((m) => m.messageId === `<${approved.id}@apps.example.com>`)).toHaveLength(1);
      } finally {
        await sink.stop();
      }
    } finally {
      send.close();
    }
  });

  it('gives up after the retry window and shows the failure to admins', async () => {
    const send = smtpSender(`smtp://127.0.0.1:${PORT + 2}`, 'Apps <apps@example.com>');
    try {
      const id = await submitAndApprove();
      const approved = (await deliveriesFor(id)).find((d) => d.kind === 'timesheet.approved')!;
      await t.app.db.execute(sql`update notification_deliveries set created_at = now() - interval '27 hours' where id = ${approved.id}`);
      await deliverDueEmails(t.app.db, send, OPTIONS);
      expect((await deliveriesFor(id)).find((d) => d.id === approved.id)).toMatchObject({ status: 'failed' });
      const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
      const status = dataOf<EmailStatus>(await t.request({ method: 'GET', url: '/v1/notifications/email-status', as: admin }));
      expect(status.enabled).toBe(false);
      expect(status.failed.map((f) => f.id)).toContain(approved.id);
      expect((await t.request({ method: 'GET', url: '/v1/notifications/email-status', as: manager })).statusCode).toBe(403);
    } finally {
      send.close();
      await t.app.db.execute(sql`update notification_deliveries set status = 'sent' where status = 'pending'`);
    }
  });

  it('two workers (instances) on one database, each sending over pooled connections side by side: every mail once', async () => {
    const sink = await startSmtpSink(PORT + 3);
    const second: Database | null =
      TEST_DB === 'postgres' ? await createDatabase({ databaseUrl: t.app.database.pool!.options.connectionString!, dataDir: '', poolMax: 5 }) : null;
    const sendA = smtpSender(`smtp://127.0.0.1:${PORT + 3}`, 'Apps <apps@example.com>');
    const sendB = smtpSender(`smtp://127.0.0.1:${PORT + 3}`, 'Apps <apps@example.com>');
    try {
      const ids: string[] = [];
      for (let i = 0; i < 8; i += 1) ids.push(await submitAndApprove());
      const expected = await t.app.db.execute<{ id: string }>(sql`select id from notification_deliveries where status = 'pending'`);
      const drain = async (db: typeof t.app.db, send: typeof sendA) => {
        for (let pass = 0; pass < 20; pass += 1) {
          const result = await deliverDueEmails(db, send, { ...OPTIONS, batchSize: 3, concurrency: 3 });
          if (result.sent + result.failed === 0) return;
        }
      };
      await Promise.all([drain(t.app.db, sendA), drain(second?.db ?? t.app.db, sendB)]);
      const ids2 = sink.mails.map((m) => m.messageId);
      expect(new Set(ids2).size).toBe(ids2.length);
      expect(ids2.sort()).toEqual(expected.rows.map((r) => `<${r.id}@apps.example.com>`).sort());
    } finally {
      sendA.close();
      sendB.close();
      await second?.close();
      await sink.stop();
    }
  });
});
