import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MicrosoftStatus } from '@apps/contracts/core/notification';
import { UNDO_APPROVAL_WINDOW_SECONDS } from '@apps/contracts/mytime/timesheet';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { users } from '../../db/schema/core';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { envelope, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { drainMicrosoftCalls } from '../../../test/microsoft/drain';
import { GRAPH_TEST_APP as APP, startGraphTestApp, type GraphTestApp } from '../../../test/microsoft/graph-test-app';
import type { GraphClient } from './graph-client.service';

// Notifications in the Teams activity feed against local HTTPS stand-ins of the Microsoft identity platform and Graph.

const PORT = TEST_DB === 'postgres' ? 3585 : 3584;
const APP_URL = 'https://apps.contoso.com';

let microsoft: GraphTestApp;
let standIn: GraphTestApp['standIn'];
let t: TestApp;
let graph: GraphClient;
let manager: TestPerson;

beforeAll(async () => {
  microsoft = await startGraphTestApp(PORT, {
    APP_URL,
    ORG_NAME: 'Contoso Apps',
    // Only the Teams calls here (Outlook has its own tests).
    M365_OUTLOOK: 'false',
  });
  ({ t, graph, standIn } = microsoft);
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Meera Manager' });
});

afterAll(async () => {
  await microsoft?.close();
});

beforeEach(async () => {
  await microsoft.reset();
});

const drain = () => drainMicrosoftCalls(t.app.db, graph);

/** An employee of the manager, known to Graph, with the Teams app installed unless `installed` is false. */
async function person(name: string, options: { settings?: Partial<typeof DEFAULT_USER_SETTINGS>; notifications?: Partial<typeof DEFAULT_USER_SETTINGS.notifications>; installed?: boolean } = {}) {
  const created = await t.createPerson({ roles: MYTIME.employee, name, managerId: manager.id });
  if (options.settings || options.notifications) {
    const payload = { ...DEFAULT_USER_SETTINGS, ...options.settings, notifications: { ...DEFAULT_USER_SETTINGS.notifications, ...options.notifications } };
    const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: created, payload });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const objectId = devObjectId(created.email);
  standIn.addUser(objectId);
  if (options.installed !== false) standIn.installTeamsApp(objectId);
  return { ...created, objectId };
}

/** The manager approves a leave request of `employee`: the employee is notified (`leave.approved`). */
async function approveLeave(employee: TestPerson) {
  const leave = await createLeaveRequest(t, { employeeId: employee.id, startDate: '2030-03-04', endDate: '2030-03-06', totalDays: 3 });
  const response = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${leave.id}/approve`, as: manager, payload: { approverId: manager.id } });
  expect(response.statusCode, response.body).toBe(200);
  return leave.id;
}

async function teamsCallsOf(userId: string) {
  const result = await t.app.db.execute<{ status: string; attempts: number; last_error: string | null; wait_seconds: number; notification_id: string | null }>(sql`
    select status, attempts, last_error, extract(epoch from next_attempt_at - now())::float8 as wait_seconds, notification_id
    from microsoft_deliveries where user_id = ${userId} and operation = 'teams.activity.send' order by seq`);
  return result.rows;
}

describe('notifications in the Teams activity feed', () => {
  it("sends the notification to the person's activity feed in their language, with a deep link to the item", async () => {
    const amelie = await person('Amélie Martin', { settings: { language: 'fr' } });
    await approveLeave(amelie);
    const [written] = await teamsCallsOf(amelie.id);
    expect(written).toMatchObject({ status: 'pending', notification_id: expect.any(String) });
    expect(await drain()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });

    const calls = standIn.graphRequests();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /v1.0/users/${amelie.objectId}/teamwork/sendActivityNotification`]);
    expect(calls[0]!.token).toMatch(/^graph-token-/);
    const body = calls[0]!.body as { topic: { source: string; value: string; webUrl: string }; activityType: string; previewText: { content: string }; templateParameters: Array<{ name: string; value: string }> };
    expect(body).toEqual({
      topic: { source: 'text', value: 'Contoso Apps', webUrl: expect.stringMatching(/^https:\/\/teams\.microsoft\.com\/l\/entity\//) },
      activityType: 'leaveApproved',
      previewText: { content: 'Votre demande de Congé occasionnel pour le 4–6 mars 2030 a été approuvée.' },
      templateParameters: [{ name: 'title', value: 'Votre demande de congé a été approuvée' }],
    });
    // The personal tab of the Teams app (its id: the client id, no TEAMS_APP_ID), carrying the item's address in the app.
    const link = new URL(body.topic.webUrl);
    expect(link.pathname).toBe(`/l/entity/${APP.clientId}/apps`);
    expect(link.searchParams.get('webUrl')).toBe(`${APP_URL}/mytime/leave`);
    expect(JSON.parse(link.searchParams.get('context')!)).toEqual({ subEntityId: '/mytime/leave' });
    // The same text the person reads in the app.
    const inApp = await t.app.db.execute<{ title: string }>(sql`select title from notifications where recipient_id = ${amelie.id} and kind = 'leave.approved'`);
    expect(inApp.rows.map((row) => row.title)).toEqual(['Votre demande de congé a été approuvée']);
    expect(await teamsCallsOf(amelie.id)).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('sends the approver the leave request that waits for them', async () => {
    const rahul = await person('Rahul Rao');
    const managerObjectId = devObjectId(manager.email);
    standIn.addUser(managerObjectId);
    standIn.installTeamsApp(managerObjectId);
    const submitted = await t.request({
      method: 'POST',
      url: '/v1/mytime/leaves',
      as: rahul,
      payload: { employeeId: rahul.id, leaveType: 'CasualLeave', startDate: '2030-05-06', endDate: '2030-05-06', reason: 'Family' },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await drain()).toMatchObject({ sent: 1, gaveUp: 0 });
    const [activity] = standIn.activitiesOf(managerObjectId) as Array<{ activityType: string; topic: { webUrl: string }; templateParameters: unknown }>;
    expect(activity).toMatchObject({ activityType: 'leaveRequested', templateParameters: [{ name: 'title', value: 'A leave request is waiting for your approval' }] });
    expect(new URL(activity!.topic.webUrl).searchParams.get('webUrl')).toBe(`${APP_URL}/mytime/approvals`);
  });

  it("holds a timesheet approval's activity for the undo window, and an undo takes it back", async () => {
    const tom = await person('Tom Timesheet');
    const project = await createProject(t, { projectManagerId: manager.id });
    const sheet = await createTimesheet(t, { employee: tom, projectId: project.id, status: 'Submitted' });
    const approve = () => t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: manager, payload: { approverId: manager.id } });
    expect((await approve()).statusCode).toBe(200);
    const [held] = await teamsCallsOf(tom.id);
    // Not before the e-mail: the approval can still be undone.
    expect(held!.wait_seconds).toBeGreaterThan(UNDO_APPROVAL_WINDOW_SECONDS - 10);
    expect(await drain()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    const undone = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/undo-approval`, as: manager });
    expect(undone.statusCode, undone.body).toBe(200);
    // Withdrawn with its notification.
    expect(await teamsCallsOf(tom.id)).toEqual([]);
    expect((await approve()).statusCode).toBe(200);
    await t.app.db.execute(sql`update microsoft_deliveries set next_attempt_at = now() where user_id = ${tom.id}`);
    expect(await drain()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(standIn.activitiesOf(tom.objectId)).toMatchObject([{ activityType: 'timesheetApproved', templateParameters: [{ name: 'title', value: 'Your timesheet was approved' }] }]);
  });

  it('sends nothing of a type the person turned off in Settings', async () => {
    const quiet = await person('Quinn Quiet', { notifications: { leaveRequestUpdates: false } });
    await approveLeave(quiet);
    expect(await teamsCallsOf(quiet.id)).toEqual([]);
    // The in-app notification stays: only the channels leaving the app obey the checkbox.
    const inApp = await t.app.db.execute<{ kind: string }>(sql`select kind from notifications where recipient_id = ${quiet.id}`);
    expect(inApp.rows.map((row) => row.kind)).toEqual(['leave.approved']);
    expect(await drain()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('skips a person without an Entra object id', async () => {
    const local = await person('Lee Local');
    await t.app.db.update(users).set({ azureId: null }).where(eq(users.id, local.id));
    await approveLeave(local);
    expect(await teamsCallsOf(local.id)).toEqual([]);
    expect(standIn.graphRequests()).toEqual([]);
  });

  it('fails a person without the Teams app installed at once, naming it, and never retries', async () => {
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    const nadia = await person('Nadia Noapp', { installed: false });
    await approveLeave(nadia);
    expect(await drain()).toEqual({ sent: 0, failed: 1, gaveUp: 1 });
    const [failed] = await teamsCallsOf(nadia.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.last_error).toMatch(/^Teams app not installed for the person, or TeamsActivity\.Send not granted \(Graph: 403 Forbidden /);
    // Later passes leave it alone.
    expect(await drain()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(standIn.graphRequests()).toHaveLength(1);
    const status = envelope<MicrosoftStatus>(await t.request({ method: 'GET', url: '/v1/notifications/microsoft-status', as: admin })).data;
    expect(status.failed.find((f) => f.recipientEmail === nadia.email)).toMatchObject({ operation: 'teams.activity.send', attempts: 1 });
  });

  it('waits as long as Graph asks after a 429 (Retry-After)', async () => {
    const tara = await person('Tara Throttled');
    standIn.force({ method: 'POST', path: `/v1.0/users/${tara.objectId}/teamwork/sendActivityNotification`, status: 429, retryAfterSeconds: 600 });
    await approveLeave(tara);
    expect(await drain()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const [waiting] = await teamsCallsOf(tara.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toMatch(/^429 ApplicationThrottled/);
    // Retry-After (600 s) wins over the first backoff step (30 s).
    expect(waiting!.wait_seconds).toBeGreaterThan(590);
    // Due again (as after ten minutes): sent.
    await t.app.db.execute(sql`update microsoft_deliveries set next_attempt_at = now() where user_id = ${tara.id}`);
    expect(await drain()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(standIn.activitiesOf(tara.objectId)).toHaveLength(1);
  });

  it('keeps a call Graph answered 503 for another attempt', async () => {
    const sam = await person('Sam Server');
    standIn.force({ method: 'POST', path: `/v1.0/users/${sam.objectId}/teamwork/sendActivityNotification`, status: 503 });
    await approveLeave(sam);
    expect(await drain()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(await teamsCallsOf(sam.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });
});
