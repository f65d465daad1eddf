import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MicrosoftStatus } from '@apps/contracts/core/notification';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, MYTIME } from '../../../test/factories/mytime.factories';

// Microsoft 365 is off unless configured: approved leave writes no Graph calls; each integration has its own switch.

async function approveOneLeave(t: TestApp): Promise<{ manager: TestPerson }> {
  const manager = await t.createPerson({ roles: MYTIME.manager });
  const employee = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id });
  const leave = await createLeaveRequest(t, { employeeId: employee.id, startDate: '2030-04-01', endDate: '2030-04-02', totalDays: 2 });
  const response = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${leave.id}/approve`, as: manager, payload: { approverId: manager.id } });
  expect(response.statusCode, response.body).toBe(200);
  return { manager };
}

describe('without GRAPH_CLIENT_SECRET or GRAPH_CLIENT_CERTIFICATE_PATH', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes no Microsoft call for approved leave and tells Admins Microsoft 365 is off', async () => {
    expect(t.app.config.graph).toBeNull();
    await approveOneLeave(t);
    expect(await t.count('microsoft_deliveries')).toBe(0);
    expect(await t.count('outlook_leave_events')).toBe(0);
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    expect(envelope<MicrosoftStatus>(await t.request({ method: 'GET', url: '/v1/notifications/microsoft-status', as: admin })).data).toEqual({ enabled: false, failed: [] });
  });
});

/** Graph configured; nothing listens at its address: a call would fail the test's expectations, not reach the internet. */
const GRAPH_CONFIGURED = {
  AZURE_TENANT_ID: 'contoso.onmicrosoft.com',
  AZURE_CLIENT_ID: '6731de76-14a6-49ae-97bc-6eba6914391e',
  GRAPH_CLIENT_SECRET: 'test-client-secret',
  AZURE_AUTHORITY: 'https://127.0.0.1:3589',
  GRAPH_BASE_URL: 'https://127.0.0.1:3589',
};

describe('with Graph configured and M365_OUTLOOK=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...GRAPH_CONFIGURED, M365_OUTLOOK: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("puts nobody's leave in Outlook", async () => {
    await approveOneLeave(t);
    const { rows } = await t.app.db.execute<{ operation: string }>(sql`select operation from microsoft_deliveries`);
    expect(rows.map((row) => row.operation)).toEqual(['teams.activity.send']);
  });
});

describe('with Graph configured and M365_TEAMS=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...GRAPH_CONFIGURED, M365_TEAMS: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends nobody's notifications to Teams (the leave still goes to Outlook)", async () => {
    await approveOneLeave(t);
    const { rows } = await t.app.db.execute<{ operation: string }>(sql`select operation from microsoft_deliveries order by seq`);
    expect(rows.map((row) => row.operation)).toEqual(['outlook.event.create', 'outlook.replies.schedule']);
  });
});
