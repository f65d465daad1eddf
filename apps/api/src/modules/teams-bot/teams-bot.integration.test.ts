import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '@apps/contracts/mytime/calendar';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { auditLog, delegations } from '../../db/schema/core';
import { leaveRequests, timesheets } from '../../db/schema/mytime';
import { microsoftDeliveries } from '../../db/schema/microsoft';
import { teamsApprovalCards, teamsConversations } from '../../db/schema/teams-bot';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { buildTestApp, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { startBotConnectorStandIn } from '../../../test/microsoft/bot-connector-stand-in';
import { makeTestCertificate, type TestCertificate } from '../../../test/push/test-certificate';
import { createBotConnectorClient, type BotConnectorClient } from './bot-connector.client';
import { deliverDueBotCalls } from './teams-bot-delivery.service';

// Approve and reject from Teams against local stand-ins of the Bot Connector (its OpenID metadata and keys,
// the service's conversation calls) and of the Microsoft identity platform (the bot's token).

const BOT = { appId: '0b6a2c5e-7d51-4c8e-9f3a-2e1d4b7c9a10', password: 'test-bot-secret', tenantId: 'contoso.onmicrosoft.com' };
const APP_URL = 'https://apps.example.com';

let certificate: TestCertificate;
let standIn: Awaited<ReturnType<typeof startBotConnectorStandIn>>;
let t: TestApp;
let client: BotConnectorClient;
let manager: TestPerson;
let projectId: string;

beforeAll(async () => {
  certificate = makeTestCertificate();
  standIn = await startBotConnectorStandIn(certificate, BOT);
  t = await buildTestApp({
    BOT_APP_ID: BOT.appId,
    BOT_APP_PASSWORD: BOT.password,
    BOT_TENANT_ID: BOT.tenantId,
    AZURE_AUTHORITY: standIn.url,
    BOT_OPENID_METADATA_URL: standIn.openIdMetadataUrl,
    APP_URL,
  });
  // The app's worker is off under NODE_ENV=test: the tests run its passes with a client that trusts the test CA.
  client = createBotConnectorClient(t.app.config.bot!, { ca: certificate.cert, timeoutMs: 60_000 });
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Meera Manager' });
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
});

afterAll(async () => {
  client?.close();
  await t?.close();
  await standIn?.close();
  certificate?.remove();
});

beforeEach(async () => {
  await t.app.db.execute(sql`delete from microsoft_deliveries`);
  standIn.requests.length = 0;
});

/** Runs the bot worker's passes until nothing is due. */
async function drain() {
  const total = { sent: 0, failed: 0 };
  for (let pass = 0; pass < 10; pass += 1) {
    const result = await deliverDueBotCalls(t.app.db, client, APP_URL);
    total.sent += result.sent;
    total.failed += result.failed;
    if (result.sent + result.failed === 0) break;
  }
  return total;
}

/** A person's personal conversation with the bot, as Teams names it. */
const conversationOf = (person: TestPerson) => `a:1${person.id.replaceAll('-', '')}`;

/** An activity from `person` in their personal conversation with the bot, shaped as Teams sends it. */
function activityFrom(person: TestPerson, fields: Record<string, unknown>) {
  return {
    id: `f:${Math.random().toString(36).slice(2)}`,
    timestamp: new Date().toISOString(),
    serviceUrl: standIn.serviceUrl,
    channelId: 'msteams',
    from: { id: `29:1${person.id.slice(0, 8)}`, name: person.name, aadObjectId: devObjectId(person.email) },
    conversation: { conversationType: 'personal', tenantId: 'tenant-guid', id: conversationOf(person) },
    recipient: { id: `28:${BOT.appId}`, name: 'Apps' },
    channelData: { tenant: { id: 'tenant-guid' } },
    locale: 'en-US',
    ...fields,
  };
}

/** POSTs an activity to the messaging endpoint with a Bot Connector token (`token` null: none). */
async function post(activity: Record<string, unknown>, token?: string | null) {
  const bearer = token === undefined ? await standIn.tokenFor(String(activity.serviceUrl)) : token;
  // As the Bot Connector sends it: JSON in UTF-8, said in the content type.
  const headers = { 'content-type': 'application/json; charset=utf-8', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
  return t.app.inject({ method: 'POST', url: '/api/messages', payload: JSON.stringify(activity), headers });
}

/** The person installs the bot (Teams sends `installationUpdate` and `conversationUpdate` to the personal chat). */
async function install(person: TestPerson) {
  const response = await post(activityFrom(person, { type: 'conversationUpdate', membersAdded: [{ id: `28:${BOT.appId}` }] }));
  expect(response.statusCode, response.body).toBe(200);
}

/** An `adaptiveCard/action` invoke of the person's card (`data` the button's data and the card's inputs). */
async function press(person: TestPerson, verb: 'approve' | 'reject' | 'refresh', data: Record<string, unknown>, token?: string | null) {
  return post(activityFrom(person, { type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', verb, data }, trigger: 'manual' } }), token);
}

/** The card of an invoke response (asserting Universal Actions' shape). */
function cardOf(response: Awaited<ReturnType<typeof press>>) {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ statusCode: number; type: string; value: Card }>();
  expect(body.statusCode).toBe(200);
  expect(body.type).toBe('application/vnd.microsoft.card.adaptive');
  return body.value;
}

interface Card {
  version: string;
  body: Array<{ type: string; text?: string; facts?: Array<{ title: string; value: string }> }>;
  actions: Array<{ type: string; title: string; verb?: string; card?: { body: Array<Record<string, unknown>>; actions: Array<Record<string, unknown>> } }>;
}
const textOf = (card: Card) => card.body.map((element) => element.text ?? (element.facts ?? []).map((fact) => `${fact.title}: ${fact.value}`).join('\n')).join('\n');
const buttonsOf = (card: Card) => card.actions.map((action) => action.title);

/** The card messages the stand-in received for `person`'s conversation (POST sends, PUT updates). */
function cardCalls(person: TestPerson, method: 'POST' | 'PUT') {
  return standIn.requests
    .filter((request) => request.method === method && request.path.startsWith(`/teams/v3/conversations/${encodeURIComponent(conversationOf(person))}/activities`))
    .map((request) => (request.body!.attachments as Array<{ contentType: string; content: Card }>)[0]!);
}

async function employee(name: string) {
  return t.createPerson({ roles: MYTIME.employee, name, managerId: manager.id });
}

async function submittedTimesheet(owner: TestPerson) {
  const sheet = await createTimesheet(t, { employee: owner, projectId, entries: [{ hours: 8 }, { hours: 7.5, date: undefined }] });
  const response = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/submit`, as: owner });
  expect(response.statusCode, response.body).toBe(200);
  return sheet.id;
}

async function requestedLeave(owner: TestPerson, overrides: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/mytime/leaves',
    as: owner,
    payload: { employeeId: owner.id, leaveType: 'CasualLeave', startDate: '2030-03-04', endDate: '2030-03-05', reason: 'Family wedding', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

const statusOfTimesheet = async (id: string) => (await t.app.db.select({ status: timesheets.status }).from(timesheets).where(eq(timesheets.id, id)))[0]!.status;
const leaveOf = async (id: string) => (await t.app.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!;
const auditsOf = (entityId: string, action: string) => t.app.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('Teams approval bot', () => {
  it('keeps the conversation of a person who installs the bot, and sends approvers a card when a timesheet waits for them', async () => {
    await install(manager);
    const [kept] = await t.app.db.select().from(teamsConversations).where(eq(teamsConversations.userId, manager.id));
    expect(kept).toMatchObject({ serviceUrl: standIn.serviceUrl, conversationId: conversationOf(manager), botId: `28:${BOT.appId}`, tenantId: 'tenant-guid' });

    const priya = await employee('Priya Patel');
    const id = await submittedTimesheet(priya);
    // Written with the submission, sent by the worker.
    const written = await t.app.db.select().from(microsoftDeliveries);
    expect(written.map((row) => [row.operation, row.userId])).toEqual([['teams.card.send', manager.id]]);
    expect(await drain()).toEqual({ sent: 1, failed: 0 });

    const [sent] = cardCalls(manager, 'POST');
    expect(sent!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    const card = sent!.content;
    expect(card.version).toBe('1.5');
    expect(textOf(card)).toContain('Timesheet waiting for your approval');
    expect(textOf(card)).toContain('Person: Priya Patel');
    expect(textOf(card)).toContain('Hours: 15.5 h');
    expect(buttonsOf(card)).toEqual(['Approve', 'Reject', 'Open in Apps']);
    expect(card.actions[0]).toMatchObject({ type: 'Action.Execute', verb: 'approve', data: { item: 'timesheet', itemId: id } });
    // Reject asks for the reason, required as in the app.
    expect(card.actions[1]!.card!.body[0]).toMatchObject({ type: 'Input.Text', id: 'reason', isRequired: true });
    expect(card.actions[1]!.card!.actions[0]).toMatchObject({ type: 'Action.Execute', verb: 'reject' });
    expect(card.actions[2]).toMatchObject({ type: 'Action.OpenUrl', url: `${APP_URL}/mytime/approvals?timesheetId=${id}` });
    // The bot's calls carry the bot's token from the identity platform.
    const tokenRequest = standIn.requests.find((request) => request.path.endsWith('/oauth2/v2.0/token'));
    expect(tokenRequest?.form).toMatchObject({ grant_type: 'client_credentials', client_id: BOT.appId, scope: expect.stringContaining('https://api.botframework.com/.default') });
    expect(standIn.requests.filter((request) => request.path.startsWith('/teams/')).every((request) => request.token?.startsWith('bot-token-'))).toBe(true);
  });

  it('approves a timesheet from the card: the card shows who decided, and every card of it is updated', async () => {
    await install(manager);
    const priya = await employee('Priya Approved');
    const id = await submittedTimesheet(priya);
    await drain();

    const card = cardOf(await press(manager, 'approve', { item: 'timesheet', itemId: id }));
    expect(await statusOfTimesheet(id)).toBe('Approved');
    expect(textOf(card)).toMatch(/Approved by Meera Manager on \{\{DATE\(\d{4}-\d{2}-\d{2}T[\d:]+Z, SHORT\)\}\}/);
    expect(buttonsOf(card)).toEqual(['Open in Apps']);
    // The same audit record as an approval in the app.
    expect(await auditsOf(id, 'timesheet.approved')).toHaveLength(1);
    expect((await auditsOf(id, 'timesheet.approved'))[0]!.actorId).toBe(manager.id);

    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    const [updated] = cardCalls(manager, 'PUT');
    expect(textOf(updated!.content)).toContain('Approved by Meera Manager');
  });

  it('rejects leave with a reason; without one nothing changes; the card shows the balance and the half day', async () => {
    await install(manager);
    const ravi = await employee('Ravi Kumar');
    const id = await requestedLeave(ravi, { startDate: '2030-03-06', endDate: '2030-03-06', halfDay: 'FirstHalf' });
    await drain();
    const sent = cardCalls(manager, 'POST').at(-1)!.content;
    expect(textOf(sent)).toContain('Leave request waiting for your approval');
    expect(textOf(sent)).toContain('Person: Ravi Kumar');
    expect(textOf(sent)).toContain('Half day: Morning');
    expect(textOf(sent)).toContain('Days: 0.5 days');
    expect(textOf(sent)).toMatch(/Balance: \d+ of \d+ days left/);

    const refused = cardOf(await press(manager, 'reject', { item: 'leave', itemId: id, reason: '   ' }));
    expect(textOf(refused)).toContain('Please provide a reason for rejection');
    expect((await leaveOf(id)).status).toBe('Pending');
    expect(buttonsOf(refused)).toEqual(['Approve', 'Reject', 'Open in Apps']);
    const tooLong = cardOf(await press(manager, 'reject', { item: 'leave', itemId: id, reason: 'x'.repeat(1001) }));
    expect(textOf(tooLong)).toContain('at most 1000 characters');
    expect((await leaveOf(id)).status).toBe('Pending');
    // A refresh shows the card as it is, buttons and all.
    expect(buttonsOf(cardOf(await press(manager, 'refresh', { item: 'leave', itemId: id })))).toEqual(['Approve', 'Reject', 'Open in Apps']);

    const card = cardOf(await press(manager, 'reject', { item: 'leave', itemId: id, reason: 'Release week' }));
    const leave = await leaveOf(id);
    expect(leave).toMatchObject({ status: 'Rejected', rejectionReason: 'Release week', reviewedById: manager.id });
    expect(textOf(card)).toContain('Rejected by Meera Manager on');
    expect(textOf(card)).toContain(': Release week');
    expect(await auditsOf(id, 'leave_request.rejected')).toHaveLength(1);
  });

  it('approves leave and answers in the approver\'s language', async () => {
    const french = await t.createPerson({ roles: MYTIME.manager, name: 'Françoise Chef' });
    const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: french, payload: { ...DEFAULT_USER_SETTINGS, language: 'fr' } });
    expect(saved.statusCode, saved.body).toBe(200);
    await install(french);
    const anne = await t.createPerson({ roles: MYTIME.employee, name: 'Anne Dupont', managerId: french.id });
    const id = await requestedLeave(anne, { startDate: '2030-04-01', endDate: '2030-04-02' });
    await drain();
    expect(textOf(cardCalls(french, 'POST').at(-1)!.content)).toContain('Demande de congé en attente de votre approbation');
    const card = cardOf(await press(french, 'approve', { item: 'leave', itemId: id }));
    expect((await leaveOf(id)).status).toBe('Approved');
    expect(textOf(card)).toContain('Approuvé par Françoise Chef le');
  });

  it('refuses a caller outside the line: the card says so, shows nothing of the item, and nothing changes', async () => {
    const other = await t.createPerson({ roles: MYTIME.manager, name: 'Olga Other' });
    await install(other);
    const priya = await employee('Priya Outside');
    const id = await submittedTimesheet(priya);

    const card = cardOf(await press(other, 'approve', { item: 'timesheet', itemId: id }));
    expect(textOf(card)).toContain('You cannot decide this');
    expect(textOf(card)).not.toContain('Priya Outside');
    expect(card.body.some((element) => element.type === 'FactSet')).toBe(false);
    expect(await statusOfTimesheet(id)).toBe('Submitted');
    expect(await auditsOf(id, 'timesheet.approved')).toHaveLength(0);
    // Nor does a refresh show it.
    const refreshed = cardOf(await press(other, 'refresh', { item: 'timesheet', itemId: id }));
    expect(textOf(refreshed)).not.toContain('Priya Outside');
  });

  it('sends the card to a delegate while the delegation runs, and refuses them once it has ended', async () => {
    const lead = await t.createPerson({ roles: MYTIME.manager, name: 'Lena Lead' });
    const deputy = await t.createPerson({ roles: MYTIME.employee, name: 'Dev Deputy' });
    await install(lead);
    await install(deputy);
    const today = new Date().toISOString().slice(0, 10);
    const [delegation] = await t.app.db.insert(delegations).values({ managerId: lead.id, delegateId: deputy.id, startDate: addDays(today, -2), endDate: addDays(today, 5) }).returning();
    const sam = await t.createPerson({ roles: MYTIME.employee, name: 'Sam Staff', managerId: lead.id });
    const first = await submittedTimesheet(sam);
    await drain();
    expect(cardCalls(lead, 'POST')).toHaveLength(1);
    expect(cardCalls(deputy, 'POST')).toHaveLength(1);
    // While it runs, the deputy decides from the card as the lead would.
    const second = await submittedTimesheet(sam);
    expect(textOf(cardOf(await press(deputy, 'approve', { item: 'timesheet', itemId: second })))).toContain('Approved by Dev Deputy on');
    expect(await statusOfTimesheet(second)).toBe('Approved');

    // The delegation ends before the deputy presses Approve.
    await t.app.db.update(delegations).set({ startDate: addDays(today, -10), endDate: addDays(today, -3) }).where(eq(delegations.id, delegation!.id));
    const card = cardOf(await press(deputy, 'approve', { item: 'timesheet', itemId: first }));
    expect(textOf(card)).toContain('You cannot decide this');
    expect(await statusOfTimesheet(first)).toBe('Submitted');
  });

  it('under a race with an approval in the app, one wins and the card shows the decision made elsewhere', async () => {
    await install(manager);
    const priya = await employee('Priya Race');
    const id = await submittedTimesheet(priya);
    const deputy = await t.createPerson({ roles: MYTIME.employee, name: 'Dora Deputy' });
    const today = new Date().toISOString().slice(0, 10);
    await t.app.db.insert(delegations).values({ managerId: manager.id, delegateId: deputy.id, startDate: addDays(today, -1), endDate: addDays(today, 5) });
    await install(deputy);

    const [inApp, inTeams] = await Promise.all([
      t.request({ method: 'POST', url: `/v1/mytime/timesheets/${id}/approve`, as: manager, payload: { approverId: manager.id } }),
      press(deputy, 'approve', { item: 'timesheet', itemId: id }),
    ]);
    expect([200, 409]).toContain(inApp.statusCode);
    const card = cardOf(inTeams);
    expect(await statusOfTimesheet(id)).toBe('Approved');
    // Exactly one decision, whoever won; the card shows it without an error.
    const approvals = await auditsOf(id, 'timesheet.approved');
    expect(approvals).toHaveLength(1);
    const winner = approvals[0]!.actorId === manager.id ? 'Meera Manager' : 'Dora Deputy';
    expect(inApp.statusCode === 200).toBe(winner === 'Meera Manager');
    expect(textOf(card)).toContain(`Approved by ${winner} on`);
    expect(textOf(card)).not.toContain('You cannot decide this');

    // Pressed again later: the decision made elsewhere, not a failure.
    const again = cardOf(await press(deputy, 'reject', { item: 'timesheet', itemId: id, reason: 'Too late' }));
    expect(textOf(again)).toContain(`Approved by ${winner} on`);
    expect(await auditsOf(id, 'timesheet.rejected')).toHaveLength(0);
  });

  it('updates the cards when the item is decided in the app', async () => {
    await install(manager);
    const priya = await employee('Priya App');
    const id = await requestedLeave(priya, { startDate: '2030-05-06', endDate: '2030-05-06' });
    await drain();
    const rejected = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${id}/reject`, as: manager, payload: { rejectorId: manager.id, reason: 'Audit week' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await t.app.db.select().from(microsoftDeliveries)).map((row) => row.operation)).toContain('teams.card.update');
    await drain();
    const [updated] = cardCalls(manager, 'PUT');
    expect(textOf(updated!.content)).toContain('Rejected by Meera Manager on');
    const [row] = await t.app.db.select().from(teamsApprovalCards).where(eq(teamsApprovalCards.itemId, id));
    expect(standIn.requests.find((request) => request.method === 'PUT')!.path).toBe(`/teams/v3/conversations/${encodeURIComponent(conversationOf(manager))}/activities/${encodeURIComponent(row!.activityId!)}`);
  });

  it('retries a Bot Connector outage, and gives up at once when the bot is not in the chat (shown to Admins)', async () => {
    // An approver of their own: the other tests' delegates of Meera get cards too.
    const boss = await t.createPerson({ roles: MYTIME.manager, name: 'Bea Boss' });
    await install(boss);
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    standIn.force.push({ method: 'POST', status: 503 });
    await submittedTimesheet(await t.createPerson({ roles: MYTIME.employee, name: 'Priya Outage', managerId: boss.id }));
    expect(await drain()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await t.app.db.select().from(microsoftDeliveries);
    expect(waiting).toMatchObject({ operation: 'teams.card.send', status: 'pending', attempts: 1, lastError: expect.stringContaining('503 ServiceUnavailable') });
    // Its retry falls due: the card is sent.
    await t.app.db.update(microsoftDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(microsoftDeliveries.id, waiting!.id));
    expect(await drain()).toEqual({ sent: 1, failed: 0 });

    standIn.force.push({ method: 'POST', status: 403 });
    await submittedTimesheet(await t.createPerson({ roles: MYTIME.employee, name: 'Priya Removed', managerId: boss.id }));
    expect(await drain()).toEqual({ sent: 0, failed: 1 });
    const status = await t.request({ method: 'GET', url: '/v1/notifications/microsoft-status', as: admin });
    expect(status.statusCode, status.body).toBe(200);
    // Shown to Admins with the bot alone connected (no Graph here).
    expect(status.json<{ data: { enabled: boolean } }>().data.enabled).toBe(true);
    expect(status.json<{ data: { failed: Array<{ operation: string; recipientEmail: string; lastError: string }> } }>().data.failed[0]).toMatchObject({
      operation: 'teams.card.send',
      recipientEmail: boss.email,
      lastError: expect.stringContaining('403 BotNotInConversationRoster'),
    });
  });

  it('answers a Teams user who is nobody in the app with a card saying so', async () => {
    const stranger = { id: '00000000-0000-4000-8000-000000000001', email: 'stranger@elsewhere.example', name: 'Stranger', token: '' };
    const priya = await employee('Priya Stranger');
    const id = await submittedTimesheet(priya);
    const card = cardOf(await press(stranger, 'approve', { item: 'timesheet', itemId: id }));
    expect(textOf(card)).toBe('Your Teams account is not linked to a person in Apps.');
    expect(await statusOfTimesheet(id)).toBe('Submitted');
  });

  it('forgets the chat and the cards of a person whose personal data is erased', async () => {
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    const leaving = await t.createPerson({ roles: MYTIME.manager, name: 'Leo Leaving' });
    await install(leaving);
    await submittedTimesheet(await t.createPerson({ roles: MYTIME.employee, name: 'Priya Erased', managerId: leaving.id }));
    expect(await t.app.db.select().from(teamsApprovalCards).where(eq(teamsApprovalCards.approverId, leaving.id))).toHaveLength(1);
    const erased = await t.request({ method: 'POST', url: `/v1/users/${leaving.id}/erase`, as: admin });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.app.db.select().from(teamsConversations).where(eq(teamsConversations.userId, leaving.id))).toEqual([]);
    expect(await t.app.db.select().from(teamsApprovalCards).where(eq(teamsApprovalCards.approverId, leaving.id))).toEqual([]);
    // Its pending card has nothing left to send.
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect(cardCalls(leaving, 'POST')).toEqual([]);
  });

  it('refuses a forged request with 401 and changes nothing', async () => {
    const mallory = await t.createPerson({ roles: MYTIME.manager, name: 'Mallory' });
    const priya = await employee('Priya Forged');
    const id = await submittedTimesheet(priya);
    const invoke = activityFrom(manager, { type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', verb: 'approve', data: { item: 'timesheet', itemId: id } } } });
    const install = activityFrom(mallory, { type: 'conversationUpdate', membersAdded: [{ id: `28:${BOT.appId}` }] });
    const forged = await standIn.forgedKey();
    const attempts = [
      await post(invoke, null),
      await post(invoke, 'not-a-token'),
      await post(invoke, await standIn.tokenFor(standIn.serviceUrl, {}, forged)),
      await post(invoke, await standIn.tokenFor(standIn.serviceUrl, { aud: 'another-bot' })),
      await post(invoke, await standIn.tokenFor(standIn.serviceUrl, { iss: 'https://sts.windows.net/evil/' })),
      await post(invoke, await standIn.tokenFor(standIn.serviceUrl, { exp: Math.floor(Date.now() / 1000) - 3600 })),
      await post(invoke, await standIn.tokenFor('https://attacker.example/')),
      await post({ ...invoke, channelId: 'directline' }),
      await post(install, null),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 401));
    expect(await statusOfTimesheet(id)).toBe('Submitted');
    expect(await t.app.db.select().from(teamsConversations).where(eq(teamsConversations.userId, mallory.id))).toEqual([]);
  });
});

describe('Teams approval bot, bad input with a valid token', () => {
  it('answers 400 for a card action that is not one of its own, and changes nothing', async () => {
    const priya = await employee('Priya Bad-Input');
    const id = await submittedTimesheet(priya);
    for (const data of [{}, { item: 'timesheet' }, { item: 'invoice', itemId: id }, { item: 'timesheet', itemId: 'not-an-id' }]) {
      const response = await press(manager, 'approve', data);
      expect(response.statusCode, JSON.stringify(data)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, type: 'application/vnd.microsoft.error', value: { code: 'BadRequest' } });
    }
    const unknownVerb = await post(activityFrom(manager, { type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', verb: 'delete', data: { item: 'timesheet', itemId: id } } } }));
    expect(unknownVerb.statusCode).toBe(400);
    expect(await statusOfTimesheet(id)).toBe('Submitted');
  });
});

describe('Teams approval bot turned off', () => {
  it('has no messaging endpoint without BOT_APP_ID and BOT_APP_PASSWORD', async () => {
    const off = await buildTestApp();
    try {
      expect(off.app.config.bot).toBeNull();
      const response = await off.app.inject({ method: 'POST', url: '/api/messages', payload: { type: 'message' } });
      expect(response.statusCode).toBe(404);
      expect(off.app.registeredRoutes).not.toContain('POST /api/messages');
    } finally {
      await off.close();
    }
  });
});
