import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTIVE_CANDIDATE_STATUSES, CANDIDATE_CONFLICT_MESSAGES, type Candidate, type CandidatePage } from '@apps/contracts/hire/candidate';
import { buildTestApp, envelope, uniqueEmail, type TestApp, type TestPerson } from '../../../test/helper';
import { candidateInput, createCandidate, createJob } from '../../../test/factories/hire';
import * as candidateRepository from './candidate.repository';
import { ScrubbedDatabaseError } from './personal-data';

let t: TestApp;
let recruiter: TestPerson;
let manager: TestPerson;
let employee: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  recruiter = await t.createPerson({ roles: [{ role: 'Recruiter', module: 'hire' }] });
  manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] });
  employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'hire' }] });
});
afterAll(async () => {
  await t.close();
});

const url = (id: string) => `/v1/hire/candidates/${id}`;

async function put(id: string, payload: object, as: TestPerson = recruiter) {
  return t.request({ method: 'PUT', url: url(id), as, payload });
}

describe('POST /v1/hire/candidates', () => {
  it('registers a candidate with status New by default; salary in whole rupees', async () => {
    const input = candidateInput({ email: uniqueEmail('Register') });
    const response = await t.request({ method: 'POST', url: '/v1/hire/candidates', as: recruiter, payload: input });
    expect(response.statusCode).toBe(201);
    expect(envelope<Candidate>(response).data).toMatchObject({
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      totalExperience: 4.5,
      expectedSalary: 1_250_000,
      status: 'New',
      jobId: null,
      jobTitle: null,
    });
  });

  it('defaults total experience to 0 and optional fields to null', async () => {
    const candidate = await createCandidate(t, recruiter, {
      phone: undefined,
      currentRole: undefined,
      currentCompany: undefined,
      totalExperience: undefined,
      source: '  ',
      expectedSalary: undefined,
    });
    expect(candidate).toMatchObject({ totalExperience: 0, phone: null, currentRole: null, currentCompany: null, source: null, expectedSalary: null });
  });

  it('refuses a second candidate with the same e-mail in any case (409) and adds nothing', async () => {
    const first = await createCandidate(t, recruiter);
    const before = await t.count('candidates');
    const response = await t.request({
      method: 'POST',
      url: '/v1/hire/candidates',
      as: manager,
      payload: candidateInput({ email: `  ${first.email.toUpperCase()} ` }),
    });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(CANDIDATE_CONFLICT_MESSAGES.duplicateEmail);
    expect(await t.count('candidates')).toBe(before);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a missing name', { fullName: '' }, 'fullName'],
    ['a negative salary', { expectedSalary: -1 }, 'expectedSalary'],
    ['a salary in paise (not whole rupees)', { expectedSalary: 1250000.5 }, 'expectedSalary'],
    ['a salary given as text', { expectedSalary: '12,50,000' }, 'expectedSalary'],
    ['experience above 60 years', { totalExperience: 61 }, 'totalExperience'],
    ['negative experience', { totalExperience: -0.5 }, 'totalExperience'],
    ['experience with two decimals', { totalExperience: 4.55 }, 'totalExperience'],
    ['an unknown status', { status: 'Ghosted' }, 'status'],
    ['a malformed phone', { phone: 'call me' }, 'phone'],
    ['a malformed job id', { jobId: 'job-1' }, 'jobId'],
  ])('answers 400 for %s and adds nothing', async (_name, override, field) => {
    const before = await t.count('candidates');
    const response = await t.request({ method: 'POST', url: '/v1/hire/candidates', as: recruiter, payload: { ...candidateInput(), ...override } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty(field);
    expect(await t.count('candidates')).toBe(before);
  });

  it('links a posting that exists and is not Closed, and refuses others with a field error', async () => {
    const open = await createJob(t, recruiter, { title: 'QA Lead' }, 'Open');
    const closed = await createJob(t, recruiter, {}, 'Closed');
    const linked = await createCandidate(t, recruiter, { jobId: open.id });
    expect(linked).toMatchObject({ jobId: open.id, jobTitle: 'QA Lead' });
    const before = await t.count('candidates');
    for (const jobId of [closed.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.request({ method: 'POST', url: '/v1/hire/candidates', as: recruiter, payload: candidateInput({ jobId }) });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).validationErrors).toHaveProperty('jobId');
    }
    expect(await t.count('candidates')).toBe(before);
  });

  it('fails a database write without carrying personal values (nothing for the logs to leak)', async () => {
    const first = await createCandidate(t, recruiter);
    const error = await candidateRepository
      .insert(t.app.db, { fullName: 'Copy', email: first.email, createdBy: recruiter.id, totalExperience: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScrubbedDatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'candidates_email_lower_key' });
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(first.email);
  });

  it('keeps personal values out of the audit trail', async () => {
    const candidate = await createCandidate(t, recruiter, { email: uniqueEmail('audit'), phone: '+91 99999 00000' });
    await put(candidate.id, { phone: '+91 88888 00000', status: 'Screening' });
    const rows = await t.app.db.execute<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where entity = 'candidate' and entity_id = ${candidate.id}`,
    );
    expect(rows.rows).toHaveLength(2);
    const text = JSON.stringify(rows.rows);
    for (const value of [candidate.email, candidate.fullName, '99999', '88888', String(candidate.expectedSalary)]) expect(text).not.toContain(value);
    expect(text).toContain('Screening');
    expect(text).toContain('phone');
  });
});

describe('who may see candidate data', () => {
  it('refuses an Employee on hire with 403 on every candidate route, before reading the body', async () => {
    const candidate = await createCandidate(t, recruiter);
    const before = await t.count('candidates');
    const calls = [
      { method: 'GET' as const, url: '/v1/hire/candidates' },
      { method: 'GET' as const, url: url(candidate.id) },
      { method: 'POST' as const, url: '/v1/hire/candidates', payload: candidateInput() },
      { method: 'POST' as const, url: '/v1/hire/candidates', payload: { email: 'bad' } },
      { method: 'PUT' as const, url: url(candidate.id), payload: { status: 'Screening' } },
    ];
    for (const call of calls) {
      const response = await t.request({ ...call, as: employee });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.body).not.toContain(candidate.email);
    }
    expect(await t.count('candidates')).toBe(before);
    expect(envelope<Candidate>(await t.request({ method: 'GET', url: url(candidate.id), as: recruiter })).data.status).toBe('New');
  });

  it('refuses a Manager without a role on hire, and accepts Admin on hire', async () => {
    const mytimeManager = await t.createPerson({ roles: [{ role: 'Manager', module: 'mytime' }] });
    expect((await t.request({ method: 'GET', url: '/v1/hire/candidates', as: mytimeManager })).statusCode).toBe(403);
    const hireAdmin = await t.createPerson({ roles: [{ role: 'Admin', module: 'hire' }] });
    expect((await t.request({ method: 'GET', url: '/v1/hire/candidates', as: hireAdmin })).statusCode).toBe(200);
  });
});

describe('GET /v1/hire/candidates and /v1/hire/candidates/{id}', () => {
  it('filters by status (one or several) and by posting, newest first, with totals', async () => {
    const job = await createJob(t, recruiter, { title: 'Filter job' }, 'Open');
    const a = await createCandidate(t, recruiter, { jobId: job.id });
    const b = await createCandidate(t, recruiter, { jobId: job.id, status: 'Rejected' });
    const byJob = envelope<CandidatePage>(await t.request({ method: 'GET', url: `/v1/hire/candidates?jobId=${job.id}`, as: recruiter })).data;
    expect(byJob.total).toBe(2);
    expect(byJob.items.map((c) => c.id)).toEqual([b.id, a.id]);

    const active = envelope<CandidatePage>(
      await t.request({ method: 'GET', url: `/v1/hire/candidates?jobId=${job.id}&status=${ACTIVE_CANDIDATE_STATUSES.join(',')}`, as: recruiter }),
    ).data;
    expect(active.items.map((c) => c.id)).toEqual([a.id]);
    const rejected = envelope<CandidatePage>(await t.request({ method: 'GET', url: '/v1/hire/candidates?status=Rejected&limit=100', as: manager })).data;
    expect(rejected.items.every((c) => c.status === 'Rejected')).toBe(true);
    expect(rejected.items.map((c) => c.id)).toContain(b.id);
  });

  it('pages with limit and offset', async () => {
    for (let i = 0; i < 3; i += 1) await createCandidate(t, recruiter);
    const all = envelope<CandidatePage>(await t.request({ method: 'GET', url: '/v1/hire/candidates?limit=100', as: recruiter })).data;
    expect(all.total).toBe(await t.count('candidates'));
    const page = envelope<CandidatePage>(await t.request({ method: 'GET', url: '/v1/hire/candidates?limit=2&offset=1', as: recruiter })).data;
    expect(page.items.map((c) => c.id)).toEqual(all.items.slice(1, 3).map((c) => c.id));
  });

  it.each(['status=Ghosted', 'limit=500', 'jobId=abc', 'offset=x'])('answers 400 for %s', async (query) => {
    expect((await t.request({ method: 'GET', url: `/v1/hire/candidates?${query}`, as: recruiter })).statusCode).toBe(400);
  });

  it('reads one candidate, 404 when unknown', async () => {
    const candidate = await createCandidate(t, recruiter);
    expect(envelope<Candidate>(await t.request({ method: 'GET', url: url(candidate.id), as: manager })).data).toEqual(candidate);
    expect((await t.request({ method: 'GET', url: url('00000000-0000-4000-8000-000000000000'), as: recruiter })).statusCode).toBe(404);
  });
});

describe('PUT /v1/hire/candidates/{id}', () => {
  it('changes the sent fields, keeps the rest, and null clears an optional field', async () => {
    const candidate = await createCandidate(t, recruiter);
    const response = await put(candidate.id, { currentCompany: 'Globex', phone: null, totalExperience: 5 });
    expect(response.statusCode).toBe(200);
    expect(envelope<Candidate>(response).data).toMatchObject({
      fullName: candidate.fullName,
      currentCompany: 'Globex',
      phone: null,
      totalExperience: 5,
      status: 'New',
    });
  });

  it('walks the pipeline New -> Screening -> Interviewing -> Offered -> Hired', async () => {
    const candidate = await createCandidate(t, recruiter);
    for (const status of ['Screening', 'Interviewing', 'Offered', 'Hired']) {
      const response = await put(candidate.id, { status });
      expect(response.statusCode, status).toBe(200);
      expect(envelope<Candidate>(response).data.status).toBe(status);
    }
  });

  it.each([
    ['New', 'Hired'],
    ['New', 'Offered'],
    ['Screening', 'New'],
    ['Offered', 'Interviewing'],
    ['Hired', 'Rejected'],
    ['Rejected', 'New'],
    ['Rejected', 'Screening'],
  ] as const)('refuses %s -> %s with 409 and changes nothing', async (from, to) => {
    const candidate = await createCandidate(t, recruiter, { status: from });
    const response = await put(candidate.id, { status: to, currentCompany: 'Changed Co' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(CANDIDATE_CONFLICT_MESSAGES.transition(from, to));
    expect(envelope<Candidate>(await t.request({ method: 'GET', url: url(candidate.id), as: recruiter })).data).toEqual(candidate);
  });

  it('rejects from any status that is not final', async () => {
    for (const from of ['New', 'Screening', 'Interviewing', 'Offered'] as const) {
      const candidate = await createCandidate(t, recruiter, { status: from });
      expect((await put(candidate.id, { status: 'Rejected' })).statusCode, from).toBe(200);
    }
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const candidate = await createCandidate(t, recruiter);
    for (const payload of [{}, { email: 'nope' }, { expectedSalary: -10 }, { totalExperience: 70 }, { status: 'Lost' }]) {
      const response = await put(candidate.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(envelope<Candidate>(await t.request({ method: 'GET', url: url(candidate.id), as: recruiter })).data).toEqual(candidate);
  });

  it('refuses an e-mail another candidate has (409) and answers 404 for an unknown candidate', async () => {
    const first = await createCandidate(t, recruiter);
    const second = await createCandidate(t, recruiter);
    const response = await put(second.id, { email: first.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(CANDIDATE_CONFLICT_MESSAGES.duplicateEmail);
    expect((await put('00000000-0000-4000-8000-000000000000', { status: 'Screening' })).statusCode).toBe(404);
  });

  it('links and unlinks a posting', async () => {
    const job = await createJob(t, recruiter, { title: 'Link job' });
    const candidate = await createCandidate(t, recruiter);
    expect(envelope<Candidate>(await put(candidate.id, { jobId: job.id })).data).toMatchObject({ jobId: job.id, jobTitle: 'Link job' });
    expect(envelope<Candidate>(await put(candidate.id, { jobId: null })).data).toMatchObject({ jobId: null, jobTitle: null });
  });

  it('lets exactly one of two conflicting concurrent status changes win', async () => {
    const candidate = await createCandidate(t, recruiter, { status: 'Offered' });
    const [hire, reject] = await Promise.all([put(candidate.id, { status: 'Hired' }), put(candidate.id, { status: 'Rejected' }, manager)]);
    expect([hire.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const winner = hire.statusCode === 200 ? 'Hired' : 'Rejected';
    expect(envelope<Candidate>(await t.request({ method: 'GET', url: url(candidate.id), as: recruiter })).data.status).toBe(winner);
    const audits = await t.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'candidate.status_changed' and entity_id = ${candidate.id}`,
    );
    expect(Number(audits.rows[0]!.count)).toBe(1);
  });

  it('records one status change when the same change is sent twice at once', async () => {
    const candidate = await createCandidate(t, recruiter);
    const responses = await Promise.all([put(candidate.id, { status: 'Screening' }), put(candidate.id, { status: 'Screening' }, manager)]);
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    const audits = await t.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'candidate.status_changed' and entity_id = ${candidate.id}`,
    );
    expect(Number(audits.rows[0]!.count)).toBe(1);
  });
});
