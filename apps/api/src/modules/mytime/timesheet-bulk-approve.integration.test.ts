import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_BULK_APPROVE, UNDO_APPROVAL_WINDOW_SECONDS, type BulkApproveResult, type Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';

// Approving with a comment, approving many at once (each under the single approval's rules) and
// undoing an approval within its short window.

let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;
let otherManager: TestPerson;
let outsider: TestPerson;
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Bea Bulk' });
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Max Manager' });
  otherManager = await t.createPerson({ roles: MYTIME.manager });
  await t.reportingLine(employee, manager);
  outsider = await t.createPerson({ roles: MYTIME.employee });
  await t.reportingLine(outsider, otherManager);
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, as: TestPerson, payload?: object) => t.request({ method: 'POST', url, as, ...(payload ? { payload } : {}) });
const bulk = (as: TestPerson, payload: object) => post('/v1/mytime/timesheets/bulk-approve', as, payload);
const undo = (id: string, as: TestPerson) => post(`/v1/mytime/timesheets/${id}/undo-approval`, as);
const getSheet = async (id: string) => envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${id}`, as: employee })).data;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.app.db.execute<{ n: number }>(query);
  return Number(result.rows[0]!.n);
}
const auditCount = (action: string, id: string) => count(sql`select count(*)::int as n from audit_log where action = ${action} and entity_id = ${id}`);

async function approvalNotices(recipientId: string, timesheetId: string) {
  const result = await t.app.db.execute<{ body: string; next_attempt_at: Date | string | null; delay: number | null }>(
    sql`select n.body, d.next_attempt_at, extract(epoch from d.next_attempt_at - n.created_at)::float as delay
        from notifications n left join notification_deliveries d on d.notification_id = n.id
        where n.recipient_id = ${recipientId} and n.kind = 'timesheet.approved' and n.dedupe_key like ${`timesheet-approved:${timesheetId}:%`}`,
  );
  return result.rows;
}

describe('approve with a comment', () => {
  it('keeps the comment on the timesheet, shows it to the employee and quotes it in the notification', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const response = await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id, comment: '  Thanks for the detail.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Timesheet>(response).data).toMatchObject({ status: 'Approved', approvalComment: 'Thanks for the detail.' });
    expect((await getSheet(sheet.id)).approvalComment).toBe('Thanks for the detail.');
    const [notice] = await approvalNotices(employee.id, sheet.id);
    expect(notice!.body).toMatch(/was approved\. Comment: Thanks for the detail\.$/);
    // The e-mail waits for the undo window.
    expect(notice!.delay).toBeGreaterThanOrEqual(UNDO_APPROVAL_WINDOW_SECONDS - 1);
  });

  it('a blank comment is none; a comment longer than 1000 characters is a 400 field error', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const long = await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id, comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).validationErrors).toHaveProperty('comment');
    const blank = await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id, comment: '   ' });
    expect(envelope<Timesheet>(blank).data.approvalComment).toBeNull();
    const [notice] = await approvalNotices(employee.id, sheet.id);
    expect(notice!.body).not.toContain('Comment:');
  });
});

describe('bulk approve', () => {
  it('approves what a single approval would and says why each other one was refused', async () => {
    const submitted = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const submitted2 = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const draft = await createTimesheet(t, { employee, projectId, status: 'Draft' });
    const own = await createTimesheet(t, { employee: manager, projectId, status: 'Submitted' });
    const notMine = await createTimesheet(t, { employee: outsider, projectId, status: 'Submitted' });
    const missing = '00000000-0000-4000-8000-000000000001';
    const response = await bulk(manager, { ids: [submitted.id, draft.id, own.id, notMine.id, missing, submitted2.id], comment: 'All good' });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<BulkApproveResult>(response).data;
    expect(result.approved).toEqual([submitted.id, submitted2.id]);
    expect(result.comment).toBe('All good');
    expect(result.refused.map((r) => [r.id, r.code])).toEqual([
      [draft.id, 'not_submitted'],
      [own.id, 'own_timesheet'],
      [notMine.id, 'not_found'],
      [missing, 'not_found'],
    ]);
    expect(result.refused[0]!.reason).toBe('This timesheet is Draft; it can be approved or rejected only while Submitted');
    for (const id of [submitted.id, submitted2.id]) {
      expect(await getSheet(id)).toMatchObject({ status: 'Approved', reviewedById: manager.id, approvalComment: 'All good' });
      expect(await auditCount('timesheet.approved', id)).toBe(1);
      expect((await approvalNotices(employee.id, id))[0]!.body).toContain('Comment: All good');
    }
    expect((await getSheet(draft.id)).status).toBe('Draft');
    expect(await auditCount('timesheet.approved', own.id)).toBe(0);
  });

  it('an Admin on all bulk-approves anyone\'s timesheet', async () => {
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    const sheet = await createTimesheet(t, { employee: outsider, projectId, status: 'Submitted' });
    const result = envelope<BulkApproveResult>(await bulk(admin, { ids: [sheet.id] })).data;
    expect(result).toEqual({ approved: [sheet.id], refused: [], comment: null });
  });

  it('refuses (403) a caller who does not approve timesheets, deciding nothing', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const response = await bulk(outsider, { ids: [sheet.id] });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toBe("You don't have permission to approve timesheets");
    expect((await getSheet(sheet.id)).status).toBe('Submitted');
  });

  it(`takes 1 to ${MAX_BULK_APPROVE} ids: none or more is a 400 field error on ids`, async () => {
    const tooMany = Array.from({ length: MAX_BULK_APPROVE + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const ids of [[], tooMany]) {
      const response = await bulk(manager, { ids });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).validationErrors).toHaveProperty('ids');
    }
    expect((await bulk(manager, { ids: ['not-an-id'] })).statusCode).toBe(400);
    const exactly = envelope<BulkApproveResult>(await bulk(manager, { ids: tooMany.slice(0, MAX_BULK_APPROVE) })).data;
    expect(exactly.refused).toHaveLength(MAX_BULK_APPROVE);
  });

  it('counts a repeated id once', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const result = envelope<BulkApproveResult>(await bulk(manager, { ids: [sheet.id, sheet.id.toUpperCase()] })).data;
    expect(result).toEqual({ approved: [sheet.id], refused: [], comment: null });
  });

  it('concurrent bulk approvals of the same timesheets: each is approved exactly once', async () => {
    const second = await t.createPerson({ roles: MYTIME.manager });
    await t.reportingLine(manager, second);
    const sheets = await Promise.all(Array.from({ length: 4 }, () => createTimesheet(t, { employee, projectId, status: 'Submitted' })));
    const ids = sheets.map((s) => s.id);
    const [a, b] = await Promise.all([bulk(manager, { ids }), bulk(second, { ids: [...ids].reverse() })]);
    const results = [envelope<BulkApproveResult>(a).data, envelope<BulkApproveResult>(b).data];
    expect([...results[0]!.approved, ...results[1]!.approved].sort()).toEqual([...ids].sort());
    for (const refusal of [...results[0]!.refused, ...results[1]!.refused]) expect(refusal.code).toBe('not_submitted');
    for (const id of ids) expect(await auditCount('timesheet.approved', id)).toBe(1);
  });
});

describe('undo an approval', () => {
  it('the approver undoes within the window: Submitted again, comment and notice gone, audited', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id, comment: 'Nice' });
    expect(await approvalNotices(employee.id, sheet.id)).toHaveLength(1);
    const response = await undo(sheet.id, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Timesheet>(response).data).toMatchObject({ status: 'Submitted', reviewedById: null, reviewedAt: null, approvalComment: null });
    expect((await getSheet(sheet.id)).submittedAt).not.toBeNull();
    expect(await approvalNotices(employee.id, sheet.id)).toHaveLength(0);
    expect(await count(sql`select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id where n.dedupe_key like ${`timesheet-approved:${sheet.id}:%`}`)).toBe(0);
    expect(await auditCount('timesheet.approval_undone', sheet.id)).toBe(1);
    // A second undo finds nothing to undo; approving again works and notifies again.
    expect((await undo(sheet.id, manager)).statusCode).toBe(409);
    expect((await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id })).statusCode).toBe(200);
    expect(await approvalNotices(employee.id, sheet.id)).toHaveLength(1);
  });

  it('only the approver who approved may undo (403 for another approver and for non-approvers)', async () => {
    const second = await t.createPerson({ roles: MYTIME.manager });
    await t.reportingLine(manager, second);
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id });
    const other = await undo(sheet.id, second);
    expect(other.statusCode).toBe(403);
    expect(envelope(other).error).toBe('Only the person who approved this timesheet can undo the approval');
    expect((await undo(sheet.id, employee)).statusCode).toBe(403);
    expect((await undo(sheet.id, outsider)).statusCode).toBe(403);
    expect((await getSheet(sheet.id)).status).toBe('Approved');
  });

  it('refuses (409) after the window and for a rejected timesheet', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id });
    await t.app.db.execute(sql`update timesheets set reviewed_at = now() - make_interval(secs => ${UNDO_APPROVAL_WINDOW_SECONDS + 1}) where id = ${sheet.id}`);
    const late = await undo(sheet.id, manager);
    expect(late.statusCode).toBe(409);
    expect(envelope(late).error).toBe('The approval can no longer be undone');
    expect((await getSheet(sheet.id)).status).toBe('Approved');
    const rejected = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    await post(`/v1/mytime/timesheets/${rejected.id}/reject`, manager, { rejectorId: manager.id, reason: 'No' });
    expect((await undo(rejected.id, manager)).statusCode).toBe(409);
  });

  it('parallel undos: exactly one wins', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    await post(`/v1/mytime/timesheets/${sheet.id}/approve`, manager, { approverId: manager.id });
    const responses = await Promise.all(Array.from({ length: 5 }, () => undo(sheet.id, manager)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await auditCount('timesheet.approval_undone', sheet.id)).toBe(1);
  });
});
