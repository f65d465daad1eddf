import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MicrosoftStatus } from '@apps/contracts/core/notification';
import type { PersonalData } from '@apps/contracts/core/personal-data';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { delegations, users } from '../../db/schema/core';
import { leaveRequests } from '../../db/schema/mytime';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { writeAudit } from '../../lib/audit';
import { envelope, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, MYTIME } from '../../../test/factories/mytime.factories';
import { drainMicrosoftCalls } from '../../../test/microsoft/drain';
import { GRAPH_TEST_APP as APP, startGraphTestApp, type GraphTestApp } from '../../../test/microsoft/graph-test-app';
import type { TestCertificate } from '../../../test/push/test-certificate';
import { createGraphClient, type GraphClient } from './graph-client.service';
import { deliverDueMicrosoftCalls } from './microsoft-delivery.service';

// Approved leave in Outlook against local HTTPS stand-ins of the Microsoft identity platform and Graph.

const PORT = TEST_DB === 'postgres' ? 3581 : 3580;

let certificate: TestCertificate;
let microsoft: GraphTestApp;
let standIn: GraphTestApp['standIn'];
let t: TestApp;
let graph: GraphClient;
let manager: TestPerson;
let admin: TestPerson;

beforeAll(async () => {
  microsoft = await startGraphTestApp(PORT, {
    // Only the Outlook calls here (the Teams activity feed has its own tests).
    M365_TEAMS: 'false',
  });
  ({ t, graph, standIn, certificate } = microsoft);
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Meera Manager' });
  admin = await t.createPerson({ roles: MYTIME.globalAdmin });
});

afterAll(async () => {
  await microsoft?.close();
});

beforeEach(async () => {
  await microsoft.reset();
});

const drain = () => drainMicrosoftCalls(t.app.db, graph);

async function person(name: string, settings: Partial<typeof DEFAULT_USER_SETTINGS> = {}): Promise<TestPerson & { objectId: string }> {
  const created = await t.createPerson({ roles: MYTIME.employee, name, managerId: manager.id });
  if (Object.keys(settings).length > 0) {
    const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: created, payload: { ...DEFAULT_USER_SETTINGS, ...settings } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const objectId = devObjectId(created.email);
  standIn.addUser(objectId);
  return { ...created, objectId };
}

async function approvedLeave(employee: TestPerson, overrides: Partial<typeof leaveRequests.$inferInsert> = {}) {
  const leave = await createLeaveRequest(t, { employeeId: employee.id, startDate: '2030-03-04', endDate: '2030-03-06', totalDays: 3, ...overrides });
  const response = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${leave.id}/approve`, as: manager, payload: { approverId: manager.id } });
  expect(response.statusCode, response.body).toBe(200);
  return leave.id;
}

/** Approved leave cancelled as a service does it: the status change and its audit record in one transaction. */
async function cancelApproved(id: string, actor: TestPerson) {
  await t.app.db.transaction(async (tx) => {
    await tx.update(leaveRequests).set({ status: 'Cancelled' }).where(eq(leaveRequests.id, id));
    await writeAudit(tx, { actorId: actor.id, action: 'leave_request.cancelled', entity: 'leave_request', entityId: id, before: { status: 'Approved' }, after: { status: 'Cancelled' } });
  });
}

async function deliveriesOf(leaveRequestId: string) {
  const result = await t.app.db.execute<{ operation: string; status: string; attempts: number; last_error: string | null; wait_seconds: number }>(sql`
    select operation, status, attempts, last_error, extract(epoch from next_attempt_at - now())::float8 as wait_seconds
    from microsoft_deliveries where leave_request_id = ${leaveRequestId} order by seq`);
  return result.rows;
}

describe('approved leave in Outlook', () => {
  it('creates a private all-day out-of-office event and schedules automatic replies naming the return date and the delegate', async () => {
    const priya = await person('Priya Planner', { timeZone: 'America/New_York' });
    const deputy = await t.createPerson({ roles: MYTIME.employee, name: 'Dev Deputy' });
    await t.app.db.insert(delegations).values({ managerId: priya.id, delegateId: deputy.id, startDate: '2030-03-01', endDate: '2030-03-10' });
    const id = await approvedLeave(priya);
    // Written with the approval, sent by the worker.
    expect((await deliveriesOf(id)).map((d) => [d.operation, d.status])).toEqual([
      ['outlook.event.create', 'pending'],
      ['outlook.replies.schedule', 'pending'],
    ]);
    expect(await drain()).toEqual({ sent: 2, failed: 0, gaveUp: 0 });

    const [token] = standIn.tokenRequests();
    expect(token!.form).toMatchObject({ grant_type: 'client_credentials', client_id: APP.clientId, client_secret: APP.clientSecret, scope: `${standIn.url}/.default` });
    const calls = standIn.graphRequests();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /v1.0/users/${priya.objectId}/events`, `PATCH /v1.0/users/${priya.objectId}/mailboxSettings`]);
    expect(calls.every((c) => c.token?.startsWith('graph-token-'))).toBe(true);
    expect(calls[0]!.body).toEqual({
      subject: 'Out of office',
      start: { dateTime: '2030-03-04T00:00:00', timeZone: 'Eastern Standard Time' },
      end: { dateTime: '2030-03-07T00:00:00', timeZone: 'Eastern Standard Time' },
      isAllDay: true,
      showAs: 'oof',
      isReminderOn: false,
      sensitivity: 'private',
      transactionId: expect.any(String),
    });
    expect(calls[1]!.body).toEqual({
      automaticRepliesSetting: {
        status: 'scheduled',
        externalAudience: 'all',
        scheduledStartDateTime: { dateTime: '2030-03-04T00:00:00', timeZone: 'Eastern Standard Time' },
        scheduledEndDateTime: { dateTime: '2030-03-07T00:00:00', timeZone: 'Eastern Standard Time' },
        internalReplyMessage: `I am out of the office and back on Mar 7, 2030. For anything urgent, please contact Dev Deputy (${deputy.email}).`,
        externalReplyMessage: 'I am out of the office and back on Mar 7, 2030.',
      },
    });
    expect(standIn.eventsOf(priya.objectId)).toHaveLength(1);
    expect(standIn.repliesOf(priya.objectId).status).toBe('scheduled');

    // The person's personal-data export holds the event and the calls made for them.
    const exported = envelope<PersonalData>(await t.request({ method: 'GET', url: `/v1/users/${priya.id}/personal-data`, as: priya })).data.microsoft365;
    expect(exported.outlookLeaveEvents).toEqual([expect.objectContaining({ leaveRequestId: id, eventId: expect.any(String), replyMessage: expect.stringContaining('Dev Deputy') })]);
    expect(exported.calls.map((call) => [call.operation, call.status])).toEqual([
      ['outlook.event.create', 'sent'],
      ['outlook.replies.schedule', 'sent'],
    ]);
  });

  it("writes in the person's language, gives a half day a timed event and the return on the next weekday", async () => {
    const francois = await person('François Français', { language: 'fr', timeZone: 'Europe/Paris' });
    const id = await approvedLeave(francois, { startDate: '2030-03-08', endDate: '2030-03-08', totalDays: 0.5, halfDay: 'SecondHalf' });
    await drain();
    const [event, replies] = standIn.graphRequests().map((c) => c.body as Record<string, never>);
    expect(event).toMatchObject({
      subject: 'Absent du bureau (après-midi)',
      start: { dateTime: '2030-03-08T13:00:00', timeZone: 'Romance Standard Time' },
      end: { dateTime: '2030-03-08T17:00:00', timeZone: 'Romance Standard Time' },
      isAllDay: false,
    });
    // Friday afternoon off: back on Monday.
    expect(replies).toMatchObject({ automaticRepliesSetting: { internalReplyMessage: 'Je suis absent du bureau et de retour le 11 mars 2030.' } });
    expect((await deliveriesOf(id)).every((d) => d.status === 'sent')).toBe(true);
  });

  it('deletes the event and turns off the automatic replies when approved leave is cancelled', async () => {
    const chen = await person('Chen Cancel');
    const id = await approvedLeave(chen);
    await drain();
    const [event] = standIn.eventsOf(chen.objectId);
    standIn.requests.length = 0;
    await cancelApproved(id, chen);
    expect(await drain()).toMatchObject({ sent: 2, failed: 0 });
    expect(standIn.graphRequests().map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v1.0/users/${chen.objectId}/events/${encodeURIComponent(String(event!.id))}`,
      `GET /v1.0/users/${chen.objectId}/mailboxSettings`,
      `PATCH /v1.0/users/${chen.objectId}/mailboxSettings`,
    ]);
    expect(standIn.graphRequests()[2]!.body).toEqual({ automaticRepliesSetting: { status: 'disabled' } });
    expect(standIn.eventsOf(chen.objectId)).toEqual([]);
    expect(standIn.repliesOf(chen.objectId).status).toBe('disabled');
  });

  it("never overwrites an automatic reply the person wrote themselves", async () => {
    const olga = await person('Olga Own-Reply');
    const id = await approvedLeave(olga);
    await drain();
    standIn.writeOwnReply(olga.objectId, 'Travelling for a conference, slow to answer.');
    standIn.requests.length = 0;
    await cancelApproved(id, olga);
    await drain();
    expect(standIn.graphRequests().map((c) => c.method)).toEqual(['DELETE', 'GET']);
    expect(standIn.repliesOf(olga.objectId)).toMatchObject({ status: 'alwaysEnabled', internalReplyMessage: '<html><body>Travelling for a conference, slow to answer.</body></html>' });
    expect((await deliveriesOf(id)).at(-1)).toMatchObject({ operation: 'outlook.replies.reset', status: 'sent', last_error: "the person's own automatic reply was kept" });
  });

  it('waits as long as Graph asks after a 429 (Retry-After), then succeeds', async () => {
    const tara = await person('Tara Throttled');
    standIn.force({ method: 'POST', path: `/v1.0/users/${tara.objectId}/events`, status: 429, retryAfterSeconds: 600 });
    const id = await approvedLeave(tara);
    expect(await drain()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const [waiting] = await deliveriesOf(id);
    expect(waiting).toMatchObject({ operation: 'outlook.event.create', status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toMatch(/^429 ApplicationThrottled/);
    // Retry-After (600 s) wins over the first backoff step (30 s); the replies wait behind the event.
    expect(waiting!.wait_seconds).toBeGreaterThan(590);
    expect(standIn.eventsOf(tara.objectId)).toEqual([]);

    await t.app.db.execute(sql`update microsoft_deliveries set next_attempt_at = now() where leave_request_id = ${id}`);
    expect(await drain()).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    expect(standIn.eventsOf(tara.objectId)).toHaveLength(1);
    expect((await deliveriesOf(id)).map((d) => [d.status, d.attempts])).toEqual([
      ['sent', 2],
      ['sent', 1],
    ]);
  });

  it('retries a 503 and gives up at once on 403 (missing permission) and 404 (unknown user), shown to Admins only', async () => {
    const sam = await person('Sam Server-Error');
    standIn.force({ method: 'POST', path: `/v1.0/users/${sam.objectId}/events`, status: 503 });
    const retried = await approvedLeave(sam);
    await drain();
    expect((await deliveriesOf(retried))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    const pat = await person('Pat Permission');
    standIn.force({ method: 'PATCH', path: `/v1.0/users/${pat.objectId}/mailboxSettings`, status: 403 });
    const refused = await approvedLeave(pat);
    const uma = await t.createPerson({ roles: MYTIME.employee, name: 'Uma Unknown', managerId: manager.id });
    const unknown = await approvedLeave(uma);
    await drain();
    expect((await deliveriesOf(refused)).map((d) => d.status)).toEqual(['sent', 'failed']);
    expect((await deliveriesOf(unknown)).map((d) => [d.status, d.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);

    const status = envelope<MicrosoftStatus>(await t.request({ method: 'GET', url: '/v1/notifications/microsoft-status', as: admin })).data;
    expect(status.enabled).toBe(true);
    expect(status.failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipientEmail: pat.email, operation: 'outlook.replies.schedule', lastError: expect.stringMatching(/^403 ErrorAccessDenied/) }),
        expect.objectContaining({ recipientEmail: uma.email, operation: 'outlook.event.create', lastError: expect.stringMatching(/^404 ErrorInvalidUser/) }),
      ]),
    );
    expect((await t.request({ method: 'GET', url: '/v1/notifications/microsoft-status', as: manager })).statusCode).toBe(403);
  });

  it('retries a call Graph does not answer in time, and gives up after the retry window of e-mail (26 hours)', async () => {
    const hugo = await person('Hugo Hanging');
    standIn.force({ method: 'POST', path: `/v1.0/users/${hugo.objectId}/events`, status: 'hang' });
    const id = await approvedLeave(hugo);
    const impatient = createGraphClient(t.app.config.graph!, { ca: certificate.cert, timeoutMs: 300 });
    try {
      expect(await deliverDueMicrosoftCalls(t.app.db, impatient)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    } finally {
      impatient.close();
    }
    const [waiting] = await deliveriesOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/no answer .* within 300 ms/) });

    // A day and more later Graph still fails: the call is given up and shown to Admins.
    standIn.force({ method: 'POST', path: `/v1.0/users/${hugo.objectId}/events`, status: 503 });
    await t.app.db.execute(sql`update microsoft_deliveries set next_attempt_at = now() where leave_request_id = ${id}`);
    const later = new Date(Date.now() + 27 * 3_600_000);
    expect(await deliverDueMicrosoftCalls(t.app.db, graph, { now: () => later })).toEqual({ sent: 0, failed: 1, gaveUp: 1 });
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'failed', attempts: 2, last_error: expect.stringMatching(/^503 ServiceNotAvailable/) });
    // The automatic replies do not depend on the event: they go next.
    await drain();
    expect((await deliveriesOf(id))[1]).toMatchObject({ operation: 'outlook.replies.schedule', status: 'sent' });
  });

  it('skips a person without an Entra object id and a person who turned Outlook off', async () => {
    const noId = await person('Nadia No-Id');
    await t.app.db.update(users).set({ azureId: null }).where(eq(users.id, noId.id));
    const off = await person('Otto Outlook-Off', { notifications: { ...DEFAULT_USER_SETTINGS.notifications, outlook: false } });
    const first = await approvedLeave(noId);
    const second = await approvedLeave(off);
    expect(await deliveriesOf(first)).toEqual([]);
    expect(await deliveriesOf(second)).toEqual([]);
    await drain();
    expect(standIn.graphRequests()).toEqual([]);
  });

  it('makes each call once when two instances deliver at the same time', async () => {
    const twin = await person('Tanvi Twice');
    const other = createGraphClient(t.app.config.graph!, { ca: certificate.cert });
    try {
      await approvedLeave(twin);
      for (let pass = 0; pass < 3; pass += 1) {
        await Promise.all([deliverDueMicrosoftCalls(t.app.db, graph), deliverDueMicrosoftCalls(t.app.db, other)]);
      }
    } finally {
      other.close();
    }
    expect(standIn.graphRequests().map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(standIn.eventsOf(twin.objectId)).toHaveLength(1);
  });

  it('creates one event when a create is made again after its worker died unrecorded (transactionId)', async () => {
    const rita = await person('Rita Repeat');
    const id = await approvedLeave(rita);
    await deliverDueMicrosoftCalls(t.app.db, graph);
    // As if the worker died after Graph created the event: the lease ends and the call is due again.
    await t.app.db.execute(sql`update microsoft_deliveries set status = 'pending', next_attempt_at = now(), locked_until = null where leave_request_id = ${id} and operation = 'outlook.event.create'`);
    await drain();
    const creates = standIn.graphRequests().filter((c) => c.method === 'POST');
    expect(creates).toHaveLength(2);
    expect((creates[0]!.body as { transactionId: string }).transactionId).toBe((creates[1]!.body as { transactionId: string }).transactionId);
    expect(standIn.eventsOf(rita.objectId)).toHaveLength(1);
  });

  it('keeps the token until it expires', async () => {
    const before = standIn.tokenRequests().length;
    const kay = await person('Kay Cached');
    await approvedLeave(kay);
    await drain();
    expect(standIn.graphRequests()).toHaveLength(2);
    expect(standIn.tokenRequests().length).toBe(before);
  });
});
