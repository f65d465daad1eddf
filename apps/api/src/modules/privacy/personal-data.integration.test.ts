import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE } from '@apps/contracts/core/role';
import type { Erasure, PersonalData } from '@apps/contracts/core/personal-data';
import type { Candidate } from '@apps/contracts/hire/candidate';
import { auditLog, users } from '../../db/schema/core';
import { candidates } from '../../db/schema/hire';
import { leaveRequests, timeEntries, timesheets } from '../../db/schema/mytime';
import { performanceReviews } from '../../db/schema/grow';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createCandidate } from '../../../test/factories/hire';
import { columnsContaining, distinctiveName, givePersonEveryRecord } from '../../../test/factories/privacy.factories';

// Personal data on request (GDPR articles 15 and 17) on PGlite and PostgreSQL.

const ADMIN = [{ role: 'Admin', module: 'all' }] as const;
const EMPLOYEE = [{ role: 'Employee', module: 'mytime' }] as const;

describe('GET /v1/users/{id}/personal-data', () => {
  let t: TestApp;
  let admin: TestPerson;
  let manager: TestPerson;
  let person: TestPerson;
  let other: TestPerson;
  let records: Awaited<ReturnType<typeof givePersonEveryRecord>>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.createPerson({ roles: ADMIN });
    manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] });
    person = await t.createPerson({ roles: EMPLOYEE, name: distinctiveName(), managerId: manager.id });
    other = await t.createPerson({ roles: EMPLOYEE, managerId: person.id });
    records = await givePersonEveryRecord(t, person, manager, other, devObjectId(person.email));
  });
  afterAll(() => t.close());

  const exportOf = (id: string, as: TestPerson) => t.request({ method: 'GET', url: `/v1/users/${id}/personal-data`, as });

  it('holds every kind of record about the person', async () => {
    const response = await exportOf(person.id, person);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = envelope<PersonalData>(response).data;
    expect(data.userId).toBe(person.id);
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, name: person.name, azureId: devObjectId(person.email) });
    expect(data.reportingLine.manager).toEqual({ id: manager.id, name: manager.name });
    expect(data.reportingLine.directReports).toEqual([{ id: other.id, name: other.name }]);
    expect(data.roles).toEqual([expect.objectContaining({ role: 'Employee', module: 'mytime' })]);
    expect(data.settings).toMatchObject({ language: 'fr', timeZone: 'Europe/Paris' });
    expect(data.accessRequests).toEqual([expect.objectContaining({ module: 'hire', status: 'open' })]);
    expect(data.delegations.given).toEqual([expect.objectContaining({ delegateId: other.id })]);
    expect(data.timesheets).toEqual([
      expect.objectContaining({ id: records.sheet.id, entries: [expect.objectContaining({ hours: '7.5', projectName: 'Test Project' })] }),
    ]);
    expect(data.leaveRequests).toEqual([expect.objectContaining({ id: records.leave.id, reason: `Wedding of ${person.name}` })]);
    expect(data.leaveBalances).toEqual([expect.objectContaining({ year: 2030, allocated: 12 })]);
    expect(data.okrs).toEqual([expect.objectContaining({ id: records.okr.id, keyResults: [expect.objectContaining({ target: 10 })] })]);
    expect(data.performanceReviews).toEqual([expect.objectContaining({ employeeId: person.id, strengths: `${person.name} is reliable` })]);
    expect(data.learningPaths).toEqual([expect.objectContaining({ id: records.path.id, modules: [expect.objectContaining({ title: 'Feedback' })] })]);
    expect(data.careerGoals).toEqual([expect.objectContaining({ id: records.goal.id, milestones: [expect.objectContaining({ title: 'Mentor' })] })]);
    expect(data.notifications).toEqual([expect.objectContaining({ body: `Dear ${person.name}` })]);
    expect(data.pushSubscriptions).toEqual([expect.not.objectContaining({ auth: expect.anything() })]);
    expect(data.pushSubscriptions[0]).toHaveProperty('endpoint');
    // Microsoft 365 is not connected here.
    expect(data.microsoft365).toEqual({ outlookLeaveEvents: [], calls: [], teamsChat: null, teamsApprovalCards: [] });
    expect(data.provisioning.account).toMatchObject({ id: records.account.id, userName: person.email });
    expect(data.provisioning.events).toEqual([expect.objectContaining({ action: 'user.updated' })]);
    expect(data.auditEntries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'user.profile_changed', entityId: person.id })]));
  });

  it('is open to the person and to Admin on all, 403 to anyone else (their manager included), 404 for nobody', async () => {
    expect((await exportOf(person.id, admin)).statusCode).toBe(200);
    const refused = await exportOf(person.id, manager);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).error).toMatch(/only your own personal data/);
    expect((await exportOf(person.id, other)).statusCode).toBe(403);
    expect((await exportOf('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await exportOf('not-an-id', admin)).statusCode).toBe(400);
  });

  it('writes each export to the audit log, without its content, and leaves those entries out of later exports', async () => {
    const first = envelope<PersonalData>(await exportOf(person.id, admin)).data;
    expect(envelope<PersonalData>(await exportOf(person.id, admin)).data).toEqual(first);
    expect(first.auditEntries.filter((entry) => entry.action === 'user.personal_data_exported')).toEqual([]);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.personal_data_exported'));
    expect(rows.some((row) => row.actorId === admin.id && row.entityId === person.id && row.after === null)).toBe(true);
  });
});

describe('POST /v1/users/{id}/erase', () => {
  let t: TestApp;
  let admin: TestPerson;
  let manager: TestPerson;
  let person: TestPerson;
  let report: TestPerson;
  let records: Awaited<ReturnType<typeof givePersonEveryRecord>>;
  let erasure: Erasure;
  const azureIdOf = (p: TestPerson) => devObjectId(p.email);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.createPerson({ roles: ADMIN });
    manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] });
    person = await t.createPerson({ roles: ADMIN, name: distinctiveName(), managerId: manager.id });
    report = await t.createPerson({ roles: EMPLOYEE, managerId: person.id });
    records = await givePersonEveryRecord(t, person, manager, report, azureIdOf(person));
    expect(await columnsContaining(t, [person.name, person.email, azureIdOf(person)])).not.toEqual([]);
    const response = await t.request({ method: 'POST', url: `/v1/users/${person.id}/erase`, as: admin });
    expect(response.statusCode, response.body).toBe(200);
    erasure = envelope<Erasure>(response).data;
  });
  afterAll(() => t.close());

  it('leaves nothing of the name, e-mail or object id in any text or JSON column of any table', async () => {
    expect(await columnsContaining(t, [person.name, person.email, azureIdOf(person)])).toEqual([]);
  });

  it('keeps the account as an anonymous, inactive person', async () => {
    expect(erasure).toMatchObject({ id: person.id, name: `Erased person ${person.id.slice(0, 8)}`, email: `erased-${person.id}@invalid` });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ name: erasure.name, email: erasure.email, azureId: null, avatarUrl: null, isActive: false, managerId: null });
    expect((await t.request({ method: 'GET', url: '/v1/permissions?roleIds=00000000-0000-4000-8000-000000000000', as: person })).statusCode).toBe(401);
  });

  it('keeps hours, leave days, ratings and decisions with the anonymous owner', async () => {
    const [sheet] = await t.app.db.select().from(timesheets).where(eq(timesheets.id, records.sheet.id));
    expect(sheet).toMatchObject({ employeeId: person.id, status: 'Rejected', reviewedById: manager.id, rejectionReason: '[erased]' });
    const entries = await t.app.db.select().from(timeEntries).where(eq(timeEntries.timesheetId, records.sheet.id));
    expect(entries).toEqual([expect.objectContaining({ hours: '7.5', taskDescription: '[erased]' })]);
    const [leave] = await t.app.db.select().from(leaveRequests).where(eq(leaveRequests.id, records.leave.id));
    expect(leave).toMatchObject({ employeeId: person.id, totalDays: 1, status: 'Approved', reason: '[erased]' });
    const reviews = await t.app.db.select().from(performanceReviews).where(eq(performanceReviews.employeeId, person.id));
    expect(reviews).toEqual([expect.objectContaining({ selfRating: 4, overallRating: 5, strengths: '[erased]' })]);
    const [written] = await t.app.db.select().from(performanceReviews).where(eq(performanceReviews.reviewerId, person.id));
    expect(written!.strengths).toBe(`Helped ${erasure.name} (${erasure.email}) with the launch`);
  });

  it('moves the direct reports up to the erased person’s manager', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.id, report.id));
    expect(row!.managerId).toBe(manager.id);
  });

  it('is in the audit log as user.erased with the anonymous values only', async () => {
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.erased'));
    expect(entry).toMatchObject({ actorId: admin.id, entityId: person.id });
    expect(entry!.after).toMatchObject({ name: erasure.name, email: erasure.email, removed: expect.objectContaining({ roles: 1, notifications: 1 }) });
  });

  it('refuses a second erasure (409) and an export still works for the admin', async () => {
    const again = await t.request({ method: 'POST', url: `/v1/users/${person.id}/erase`, as: admin });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe("This person's personal data has already been erased");
    const data = envelope<PersonalData>(await t.request({ method: 'GET', url: `/v1/users/${person.id}/personal-data`, as: admin })).data;
    expect(data.profile).toMatchObject({ name: erasure.name });
    expect(data.timesheets).toHaveLength(1);
  });

  it('is refused for the last active Admin on all, erasing themselves, and changes nothing', async () => {
    const onlyAdmin = admin;
    const refused = await t.request({ method: 'POST', url: `/v1/users/${onlyAdmin.id}/erase`, as: onlyAdmin });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).error).toBe(LAST_ADMIN_MESSAGE);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, onlyAdmin.id));
    expect(row).toMatchObject({ name: onlyAdmin.name, email: onlyAdmin.email, isActive: true });
  });

  it('lets an Admin erase themselves while another active Admin remains', async () => {
    const second = await t.createPerson({ roles: ADMIN, name: distinctiveName() });
    const response = await t.request({ method: 'POST', url: `/v1/users/${second.id}/erase`, as: second });
    expect(response.statusCode, response.body).toBe(200);
    expect(await columnsContaining(t, [second.name, second.email])).toEqual([]);
  });

  it('is for Admin on all only (403) and 404 for nobody', async () => {
    const target = await t.createPerson({ roles: EMPLOYEE });
    expect((await t.request({ method: 'POST', url: `/v1/users/${target.id}/erase`, as: manager })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/v1/users/${target.id}/erase`, as: target })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/users/00000000-0000-4000-8000-000000000000/erase', as: admin })).statusCode).toBe(404);
  });
});

describe('POST /v1/hire/candidates/{id}/erase', () => {
  let t: TestApp;
  let recruiter: TestPerson;

  beforeAll(async () => {
    t = await buildTestApp();
    recruiter = await t.createPerson({ roles: [{ role: 'Recruiter', module: 'hire' }] });
  });
  afterAll(() => t.close());

  it('anonymises the candidate, keeps status and posting, and leaves the name and e-mail nowhere', async () => {
    const fullName = distinctiveName();
    const candidate = await createCandidate(t, recruiter, { fullName, status: 'Screening' });
    const note = await t.createPerson({ name: 'Note Writer' });
    await t.app.db.insert(auditLog).values({ actorId: note.id, action: 'candidate.noted', entity: 'candidate', entityId: candidate.id, after: { about: fullName } });
    const response = await t.request({ method: 'POST', url: `/v1/hire/candidates/${candidate.id}/erase`, as: recruiter });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Erasure>(response).data).toMatchObject({ name: `Erased candidate ${candidate.id.slice(0, 8)}`, email: `erased-${candidate.id}@invalid` });
    const [row] = await t.app.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row).toMatchObject({ status: 'Screening', phone: null, currentCompany: null, expectedSalary: null, totalExperience: candidate.totalExperience });
    expect(await columnsContaining(t, [fullName, candidate.email])).toEqual([]);
    const read = envelope<Candidate>(await t.request({ method: 'GET', url: `/v1/hire/candidates/${candidate.id}`, as: recruiter })).data;
    expect(read.fullName).toBe(`Erased candidate ${candidate.id.slice(0, 8)}`);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'candidate.erased'));
    expect(entry).toMatchObject({ actorId: recruiter.id, entityId: candidate.id });
    expect((await t.request({ method: 'POST', url: `/v1/hire/candidates/${candidate.id}/erase`, as: recruiter })).statusCode).toBe(409);
  });

  it('is refused to people without a hiring role (403) and 404 for an unknown candidate', async () => {
    const candidate = await createCandidate(t, recruiter);
    const employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'hire' }] });
    expect((await t.request({ method: 'POST', url: `/v1/hire/candidates/${candidate.id}/erase`, as: employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/hire/candidates/00000000-0000-4000-8000-000000000000/erase', as: recruiter })).statusCode).toBe(404);
  });
});
