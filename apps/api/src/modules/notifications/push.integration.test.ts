import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { dataOf } from '../../../test/factories/grow.factories';
import { startPushService } from '../../../test/push/push-service';
import { startSpawnedSender } from '../../../test/push/spawned-sender';
import { makeTestCertificate, type TestCertificate } from '../../../test/push/test-certificate';
import { openSecondInstance } from '../../../test/two-instances';
import { insertNotifications } from './notification.repository';
import { claimDuePushes } from './push-delivery.repository';
import { deliverDuePushes, PushSendError, type SendPush } from './push-delivery.service';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.service';

// Web Push proofs against a push service over HTTPS (a test certificate), sent by the production sender
// in a process that trusts the certificate through NODE_EXTRA_CA_CERTS.

let t: TestApp;
let admin: TestPerson;
let person: TestPerson;
let certificate: TestCertificate;
let service: Awaited<ReturnType<typeof startPushService>>;
let spawned: Awaited<ReturnType<typeof startSpawnedSender>>;
let vapid: VapidKeys;
let send: SendPush;

beforeAll(async () => {
  certificate = makeTestCertificate();
  [t, service, spawned] = await Promise.all([buildTestApp(), startPushService(certificate), startSpawnedSender(certificate.certPath)]);
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  vapid = await loadVapidKeys(t.app.db, t.app.config.push);
  send = spawned.sender(vapid);
});

afterAll(async () => {
  await Promise.all([t?.close(), service?.stop(), spawned?.stop()]);
  certificate?.remove();
});

beforeEach(async () => {
  person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
  service.received.length = 0;
  service.errors.length = 0;
  // Each test starts from an empty push outbox.
  await t.app.db.execute(sql`delete from notification_deliveries where channel = 'push' and status = 'pending'`);
});

async function subscribe(who: TestPerson, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  return t.request({ method: 'POST', url: '/v1/me/push-subscriptions', as: who, payload: { ...subscription, expirationTime: null } });
}

async function notify(recipientId: string, title: string, extra: { inApp?: boolean } = {}) {
  await insertNotifications(t.app.db, [{ recipientId, kind: 'role.assigned', title, body: `${title}: the text`, link: '/mytime/timesheet', ...extra }]);
}

async function pushDeliveries(userId: string) {
  const { rows } = await t.app.db.execute<{ status: string; attempts: number; last_error: string | null }>(sql`
    select d.status, d.attempts, d.last_error from notification_deliveries d join notifications n on n.id = d.notification_id
    where d.channel = 'push' and n.recipient_id = ${userId} order by d.created_at`);
  return rows;
}

async function subscriptionCount(userId: string) {
  const { rows } = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`);
  return Number(rows[0]!.n);
}

describe('the VAPID key and the subscriptions', () => {
  it('answers the 65-byte public key in base64url, the same on every call and in the database', async () => {
    const first = dataOf<{ publicKey: string }>(await t.request({ method: 'GET', url: '/v1/push/vapid-public-key', as: person }));
    const second = dataOf<{ publicKey: string }>(await t.request({ method: 'GET', url: '/v1/push/vapid-public-key', as: admin }));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(second.publicKey).toBe(first.publicKey);
    expect(first.publicKey).toBe(vapid.publicKey);
  });

  it('refuses an endpoint that is not https with a field error, and missing keys', async () => {
    const browser = service.subscriber();
    const plain = await subscribe(person, { ...browser, endpoint: browser.endpoint.replace('https:', 'http:') });
    expect(plain.statusCode).toBe(400);
    expect(Object.keys(envelope(plain).validationErrors ?? {})).toEqual(['endpoint']);
    const noKeys = await t.request({ method: 'POST', url: '/v1/me/push-subscriptions', as: person, payload: { endpoint: browser.endpoint } });
    expect(noKeys.statusCode).toBe(400);
    expect(await subscriptionCount(person.id)).toBe(0);
  });

  it('keeps one subscription per endpoint however often it is posted; it moves to whoever posts it last', async () => {
    const browser = service.subscriber();
    expect(dataOf(await subscribe(person, browser))).toEqual({ endpoint: browser.endpoint, subscribed: true });
    dataOf(await subscribe(person, browser));
    expect(await subscriptionCount(person.id)).toBe(1);
    dataOf(await subscribe(admin, browser));
    expect(await subscriptionCount(person.id)).toBe(0);
    const removed = await t.request({ method: 'DELETE', url: '/v1/me/push-subscriptions', as: admin, payload: { endpoint: browser.endpoint } });
    expect(dataOf(removed)).toEqual({ endpoint: browser.endpoint, subscribed: false });
    expect(await subscriptionCount(admin.id)).toBe(0);
  });

  it("never removes another person's subscription", async () => {
    const browser = service.subscriber();
    dataOf(await subscribe(person, browser));
    dataOf(await t.request({ method: 'DELETE', url: '/v1/me/push-subscriptions', as: admin, payload: { endpoint: browser.endpoint } }));
    expect(await subscriptionCount(person.id)).toBe(1);
  });
});

describe('push delivery through the outbox', () => {
  it('pushes an in-app notification to every browser of the person: VAPID signed, aes128gcm encrypted, title, text and link', async () => {
    const phone = service.subscriber();
    const laptop = service.subscriber();
    dataOf(await subscribe(person, phone));
    dataOf(await subscribe(person, laptop));
    await notify(person.id, 'Your leave was approved');
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 2, failed: 0 });
    expect(service.errors).toEqual([]);
    expect(service.received.map((push) => push.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    for (const push of service.received) {
      expect(push.vapidKey).toBe(vapid.publicKey);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe(vapid.subject);
      expect(Number(push.ttl)).toBeGreaterThan(0);
      expect(push.message).toMatchObject({ title: 'Your leave was approved', body: 'Your leave was approved: the text', url: '/mytime/timesheet' });
    }
    expect((await pushDeliveries(person.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    // Sent once: a second pass finds nothing.
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 0, failed: 0 });
  });

  it('pushes what an audited change notifies (a role given) and nothing e-mail only or to people without a subscription', async () => {
    const browser = service.subscriber();
    dataOf(await subscribe(person, browser));
    const roles = dataOf<Array<{ id: string; name: string }>>(await t.request({ method: 'GET', url: '/v1/roles', as: admin }));
    dataOf(await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: { userId: person.id, roleId: roles.find((r) => r.name === 'Manager')!.id, module: 'grow' } }), 201);
    await notify(person.id, 'E-mail only', { inApp: false });
    await notify(admin.id, 'Nobody subscribed');
    await deliverDuePushes(t.app.db, send);
    expect(service.received.map((push) => (push.message as { title: string }).title)).toEqual(['You now have the Manager role']);
    expect(await pushDeliveries(admin.id)).toEqual([]);
  });

  it('pushes nothing to a person deactivated after the notification was written', async () => {
    const browser = service.subscriber();
    dataOf(await subscribe(person, browser));
    await notify(person.id, 'Written before the deactivation');
    await t.app.db.execute(sql`update users set is_active = false where id = ${person.id}`);
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 0, skipped: 1 });
    expect(service.received).toEqual([]);
    expect(await pushDeliveries(person.id)).toEqual([]);
  });

  it('removes a subscription the push service answers 410 or 404 for, and its pending pushes', async () => {
    const gone = service.subscriber();
    const unknown = service.subscriber();
    const kept = service.subscriber();
    service.answers.set(gone.endpoint, 410);
    service.answers.set(unknown.endpoint, 404);
    for (const browser of [gone, unknown, kept]) dataOf(await subscribe(person, browser));
    await notify(person.id, 'First');
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 1, removed: 2 });
    expect(await subscriptionCount(person.id)).toBe(1);
    await notify(person.id, 'Second');
    await deliverDuePushes(t.app.db, send);
    expect(service.received.filter((push) => push.endpoint !== kept.endpoint).map((push) => (push.message as { title: string }).title)).toEqual(['First', 'First']);
    expect(service.received.filter((push) => push.endpoint === kept.endpoint)).toHaveLength(2);
  });

  it('retries a failing push service with backoff and delivers once when it is back; a refusal that will not change fails at once', async () => {
    const browser = service.subscriber();
    dataOf(await subscribe(person, browser));
    await notify(person.id, 'Retried');
    service.answers.set(browser.endpoint, 503);
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await pushDeliveries(person.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toMatch(/^503/);
    // Not due yet: the backoff holds it back.
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 0, failed: 0 });
    service.answers.delete(browser.endpoint);
    await t.app.db.execute(sql`update notification_deliveries set next_attempt_at = now() where channel = 'push' and status = 'pending'`);
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 1 });
    expect(service.received.filter((push) => push.status === 201)).toHaveLength(1);

    service.answers.set(browser.endpoint, 413);
    await notify(person.id, 'Too large, for the push service');
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ failed: 1 });
    expect((await pushDeliveries(person.id)).map((row) => row.status)).toEqual(['sent', 'failed']);
  });

  it('an unreachable push service is retried too', async () => {
    await t.app.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values
      (${person.id}, 'https://127.0.0.1:9/push/closed', ${service.subscriber().keys.p256dh}, 'tBHItJI5svbpez7KI4CCXg')`);
    await notify(person.id, 'Unreachable');
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ failed: 1 });
    expect(await pushDeliveries(person.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });

  it('a worker that dies after claiming loses nothing: the push is sent once its lease ends', async () => {
    const browser = service.subscriber();
    dataOf(await subscribe(person, browser));
    await notify(person.id, 'Survives a crash');
    // The "crashed" worker claimed it and never sent it.
    expect(await claimDuePushes(t.app.db, 50, 120)).toHaveLength(1);
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 0 });
    await t.app.db.execute(sql`update notification_deliveries set locked_until = now() - interval '1 second' where channel = 'push' and status = 'pending'`);
    expect(await deliverDuePushes(t.app.db, send)).toMatchObject({ sent: 1 });
    expect(service.received.map((push) => (push.message as { title: string }).title)).toEqual(['Survives a crash']);
  });

  it('two instances delivering at once send each push once', async () => {
    const second = await openSecondInstance(t);
    try {
      const browsers = [service.subscriber(), service.subscriber(), service.subscriber()];
      for (const browser of browsers) dataOf(await subscribe(person, browser));
      for (const title of ['One', 'Two']) await notify(person.id, title);
      for (;;) {
        const [a, b] = await Promise.all([deliverDuePushes(t.app.db, send, { batchSize: 1 }), deliverDuePushes(second.db, send, { batchSize: 1 })]);
        if (a.sent + a.failed + b.sent + b.failed === 0) break;
      }
      expect(service.received).toHaveLength(6);
      expect(new Set(service.received.map((push) => `${push.endpoint}|${(push.message as { title: string }).title}`)).size).toBe(6);
    } finally {
      await second.close();
    }
  });

  it('the sender reports the push service status as a PushSendError', async () => {
    const browser = service.subscriber();
    service.answers.set(browser.endpoint, 410);
    await expect(send(browser, '{}')).rejects.toMatchObject({ name: 'PushSendError', statusCode: 410 });
    expect(PushSendError).toBeDefined();
  });
});
