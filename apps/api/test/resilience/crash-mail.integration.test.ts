import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { createDatabase } from '../../src/db/client';
import { TEST_DB } from '../helper';
import { startSmtpSink } from '../mail/smtp-sink';
import { scratchDatabase, type ScratchDatabase } from './databases';
import { call, startServerProcess, type ServerProcess } from './server-process';

/**
 * The mail still arrives once".
 * The server process runs without SMTP (so nothing can be delivered before the kill), commits a leave
 * request and its approval, and is SIGKILLed. A new process on the same data with SMTP_URL set delivers
 * both mails to a real SMTP server process; a third start delivers nothing again.
 */
const APPROVER_EMAIL = 'crash.mail.approver@test.example';
const EMPLOYEE_EMAIL = 'crash.mail.employee@test.example';
const PORT = TEST_DB === 'postgres' ? 3642 : 3622;

async function signIn(server: ServerProcess, email: string) {
  const token = (await call<{ accessToken: string }>(server, 'POST', '/v1/auth/dev/token', { body: { email } })).body.data.accessToken;
  const user = await call<User>(server, 'POST', '/v1/auth/login', { token });
  expect(user.status).toBe(200);
  return { id: user.body.data.id, token };
}

/** Waits (bounded) until `done()` holds; the mails arrive on the worker's next pass. */
async function until(done: () => boolean, what: string, server: ServerProcess) {
  for (let i = 0; i < 600 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!done()) throw new Error(`${what} did not happen in 60 s:\n${server.output().slice(-2000)}`);
}

describe(`e-mail across a SIGKILL on ${TEST_DB}`, () => {
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;

  afterAll(async () => {
    await server?.stop().catch(() => {});
    await sink?.stop();
    await database?.drop();
  });

  it('a change committed just before the kill is mailed once after the restart, with its Message-ID', async () => {
    database = await scratchDatabase(TEST_DB);
    sink = await startSmtpSink(PORT);
    const base = { ...database.env, ADMIN_EMAILS: APPROVER_EMAIL, APP_URL: 'https://apps.example.com', ORG_NAME: 'Contoso India' };

    // 1. E-mail off: the change and its notifications are committed, the outbox holds the mails.
    server = await startServerProcess(base);
    const approver = await signIn(server, APPROVER_EMAIL);
    const employee = await signIn(server, EMPLOYEE_EMAIL);
    const roles = (await call<Role[]>(server, 'GET', '/v1/roles', { token: approver.token })).body.data;
    const role = { userId: employee.id, roleId: roles.find((r) => r.name === 'Employee')!.id, module: 'mytime' };
    expect((await call(server, 'POST', '/v1/user-roles', { token: approver.token, body: role })).status).toBe(201);
    const body = { employeeId: employee.id, leaveType: 'CasualLeave', startDate: '2041-01-07', endDate: '2041-01-07', reason: 'Crash mail' };
    const leave = await call<{ id: string }>(server, 'POST', '/v1/mytime/leaves', { token: employee.token, body });
    expect(leave.status).toBe(201);
    const approved = await call(server, 'POST', `/v1/mytime/leaves/${leave.body.data.id}/approve`, { token: approver.token, body: { approverId: approver.id } });
    expect(approved.status).toBe(200);
    await server.kill();

    // 2. Restarted on the same data with SMTP: both mails arrive.
    const withMail = { ...base, SMTP_URL: `smtp://127.0.0.1:${PORT}`, MAIL_FROM: 'Apps <apps@example.com>' };
    server = await startServerProcess(withMail);
    const toApprover = () => sink!.mails.filter((m) => m.to.includes(APPROVER_EMAIL) && m.subject === '[Contoso India] A leave request is waiting for your approval');
    const toEmployee = () => sink!.mails.filter((m) => m.to.includes(EMPLOYEE_EMAIL) && m.subject === '[Contoso India] Your leave request was approved');
    await until(() => toApprover().length > 0 && toEmployee().length > 0, 'delivery after the restart', server);
    expect(await server.stop()).toBe(0);

    // 3. Once: every delivery is sent after one attempt; another start sends nothing again.
    const direct = await createDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR ?? '' });
    let deliveries: Array<{ id: string; status: string; attempts: number }>;
    try {
      deliveries = (await direct.db.execute<{ id: string; status: string; attempts: number }>(sql`select id, status, attempts from notification_deliveries`)).rows;
    } finally {
      await direct.close();
    }
    expect(deliveries.length).toBe(2);
    expect(deliveries.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
    server = await startServerProcess(withMail);
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(toApprover()).toHaveLength(1);
    expect(toEmployee()).toHaveLength(1);
    expect(sink.mails).toHaveLength(2);
    expect(new Set(sink.mails.map((m) => m.messageId))).toEqual(new Set(deliveries.map((d) => `<${d.id}@apps.example.com>`)));
  }, 300_000);
});
