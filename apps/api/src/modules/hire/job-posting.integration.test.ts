import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { JobPosting, JobPostingPage } from '@apps/contracts/hire/job-posting';
import { JOB_CONFLICT_MESSAGES } from '@apps/contracts/hire/job-posting';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createJob, jobInput } from '../../../test/factories/hire';

let t: TestApp;
let recruiter: TestPerson;
let manager: TestPerson;
let employee: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  recruiter = await t.createPerson({ roles: [{ role: 'Recruiter', module: 'hire' }] });
  manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'hire' }] });
  employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'hire' }, { role: 'Manager', module: 'mytime' }] });
});
afterAll(async () => {
  await t.close();
});

async function auditCount(action: string, entityId: string): Promise<number> {
  const result = await t.app.db.execute<{ count: number }>(
    sql`select count(*)::int as count from audit_log where action = ${action} and entity_id = ${entityId}`,
  );
  return Number(result.rows[0]!.count);
}

describe('POST /v1/hire/jobs', () => {
  it('creates a Draft with the defaults FullTime and Mid, and audits it', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/hire/jobs', as: recruiter, payload: jobInput() });
    expect(response.statusCode).toBe(201);
    const job = envelope<JobPosting>(response).data;
    expect(job).toMatchObject({
      title: 'Senior Backend Engineer',
      department: 'Engineering',
      location: 'Bengaluru',
      employmentType: 'FullTime',
      experienceLevel: 'Mid',
      requiredSkills: [],
      status: 'Draft',
      publishedAt: null,
      closedAt: null,
    });
    expect(await auditCount('job_posting.created', job.id)).toBe(1);
  });

  it('keeps the given enumerations and trims skills, dropping repeats', async () => {
    const job = await createJob(t, manager, {
      employmentType: 'Contract',
      experienceLevel: 'Principal',
      requiredSkills: [' TypeScript ', 'PostgreSQL', 'typescript'],
    });
    expect(job).toMatchObject({ employmentType: 'Contract', experienceLevel: 'Principal', requiredSkills: ['TypeScript', 'PostgreSQL'] });
  });

  it.each([
    ['missing required fields', {}, ['title', 'description', 'department', 'location']],
    ['blank title', jobInput({ title: '   ' }), ['title']],
    ['unknown employment type', { ...jobInput(), employmentType: 'Freelance' }, ['employmentType']],
    ['unknown experience level', { ...jobInput(), experienceLevel: 'Guru' }, ['experienceLevel']],
    ['skills not a list', { ...jobInput(), requiredSkills: 'TypeScript' }, ['requiredSkills']],
    ['a title too long', jobInput({ title: 'x'.repeat(201) }), ['title']],
  ])('answers 400 with field errors for %s and creates nothing', async (_name, payload, fields) => {
    const before = await t.count('job_postings');
    const response = await t.request({ method: 'POST', url: '/v1/hire/jobs', as: recruiter, payload });
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.success).toBe(false);
    expect(Object.keys(body.validationErrors ?? {})).toEqual(expect.arrayContaining(fields));
    expect(await t.count('job_postings')).toBe(before);
  });

  it('refuses an Employee on hire (403 even for bad input), and a Manager who has no role on hire', async () => {
    const before = await t.count('job_postings');
    expect((await t.request({ method: 'POST', url: '/v1/hire/jobs', as: employee, payload: jobInput() })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/hire/jobs', as: employee, payload: {} })).statusCode).toBe(403);
    const mytimeManager = await t.createPerson({ roles: [{ role: 'Manager', module: 'mytime' }] });
    expect((await t.request({ method: 'POST', url: '/v1/hire/jobs', as: mytimeManager, payload: jobInput() })).statusCode).toBe(403);
    expect(await t.count('job_postings')).toBe(before);
  });

  it('accepts Admin on hire and Recruiter on all', async () => {
    for (const roles of [[{ role: 'Admin', module: 'hire' }], [{ role: 'Recruiter', module: 'all' }]] as const) {
      const person = await t.createPerson({ roles });
      expect((await t.request({ method: 'POST', url: '/v1/hire/jobs', as: person, payload: jobInput() })).statusCode).toBe(201);
    }
  });
});

describe('GET /v1/hire/jobs and /v1/hire/jobs/{id}', () => {
  let draft: JobPosting;
  let open: JobPosting;
  let closed: JobPosting;
  beforeAll(async () => {
    draft = await createJob(t, recruiter, { title: 'List Draft' });
    open = await createJob(t, recruiter, { title: 'List Open' }, 'Open');
    closed = await createJob(t, recruiter, { title: 'List Closed' }, 'Closed');
  });

  it('gives hiring callers every status, newest first, with the total', async () => {
    const page = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?limit=100', as: manager })).data;
    expect(page.total).toBe(await t.count('job_postings'));
    const ids = page.items.map((j) => j.id);
    expect(ids.indexOf(closed.id)).toBeLessThan(ids.indexOf(open.id));
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(draft.id));
    const times = page.items.map((j) => Date.parse(j.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by one or several statuses', async () => {
    const drafts = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?status=Draft&limit=100', as: recruiter })).data;
    expect(drafts.items.every((j) => j.status === 'Draft')).toBe(true);
    expect(drafts.items.map((j) => j.id)).toContain(draft.id);
    const both = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?status=Open,Closed&limit=100', as: recruiter })).data;
    expect(new Set(both.items.map((j) => j.status))).toEqual(new Set(['Open', 'Closed']));
  });

  it('pages with limit and offset', async () => {
    const all = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?limit=100', as: recruiter })).data;
    const second = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?limit=2&offset=2', as: recruiter })).data;
    expect(second).toMatchObject({ limit: 2, offset: 2, total: all.total });
    expect(second.items.map((j) => j.id)).toEqual(all.items.slice(2, 4).map((j) => j.id));
    const first = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs', as: recruiter })).data;
    expect(first.limit).toBe(20);
  });

  it.each(['status=Archived', 'limit=0', 'limit=101', 'offset=-1', 'limit=ten'])('answers 400 for %s', async (query) => {
    const response = await t.request({ method: 'GET', url: `/v1/hire/jobs?${query}`, as: recruiter });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).not.toBeNull();
  });

  it('shows an Employee Open postings only', async () => {
    const page = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?limit=100', as: employee })).data;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((j) => j.status === 'Open')).toBe(true);
    expect(page.items.map((j) => j.id)).toContain(open.id);
    const drafts = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?status=Draft', as: employee })).data;
    expect(drafts).toMatchObject({ items: [], total: 0 });
  });

  it('lets an Employee read an Open posting and answers 404 for others', async () => {
    expect(envelope<JobPosting>(await t.request({ method: 'GET', url: `/v1/hire/jobs/${open.id}`, as: employee })).data.id).toBe(open.id);
    expect((await t.request({ method: 'GET', url: `/v1/hire/jobs/${draft.id}`, as: employee })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/hire/jobs/${closed.id}`, as: employee })).statusCode).toBe(404);
    expect(envelope<JobPosting>(await t.request({ method: 'GET', url: `/v1/hire/jobs/${draft.id}`, as: recruiter })).data.status).toBe('Draft');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/hire/jobs/00000000-0000-4000-8000-000000000000', as: recruiter })).statusCode).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/v1/hire/jobs/not-a-uuid', as: recruiter });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).validationErrors).toHaveProperty('id');
  });

  it('refuses callers without a role on hire', async () => {
    const outsider = await t.createPerson({ roles: [{ role: 'Admin', module: 'mytime' }] });
    expect((await t.request({ method: 'GET', url: '/v1/hire/jobs', as: outsider })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/hire/jobs/${open.id}`, as: outsider })).statusCode).toBe(403);
  });
});

describe('PUT /v1/hire/jobs/{id}', () => {
  it('changes the sent fields of a Draft and of an Open posting, keeps the rest, and audits', async () => {
    for (const status of ['Draft', 'Open'] as const) {
      const job = await createJob(t, recruiter, { requiredSkills: ['Go'] }, status);
      const response = await t.request({
        method: 'PUT',
        url: `/v1/hire/jobs/${job.id}`,
        as: manager,
        payload: { title: 'Staff Engineer', experienceLevel: 'Lead' },
      });
      expect(response.statusCode).toBe(200);
      const updated = envelope<JobPosting>(response).data;
      expect(updated).toMatchObject({ title: 'Staff Engineer', experienceLevel: 'Lead', department: job.department, requiredSkills: ['Go'], status });
      expect(await auditCount('job_posting.updated', job.id)).toBe(1);
    }
  });

  it('answers 409 for a Closed posting and changes nothing', async () => {
    const job = await createJob(t, recruiter, {}, 'Closed');
    const response = await t.request({ method: 'PUT', url: `/v1/hire/jobs/${job.id}`, as: recruiter, payload: { title: 'Reopened?' } });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(JOB_CONFLICT_MESSAGES.update);
    expect(envelope<JobPosting>(await t.request({ method: 'GET', url: `/v1/hire/jobs/${job.id}`, as: recruiter })).data.title).toBe(job.title);
  });

  it('answers 400 for an empty change, a status change, or a bad value, and changes nothing', async () => {
    const job = await createJob(t, recruiter);
    for (const payload of [{}, { status: 'Open' }, { employmentType: 'Gig' }, { location: '' }]) {
      const response = await t.request({ method: 'PUT', url: `/v1/hire/jobs/${job.id}`, as: recruiter, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = envelope<JobPosting>(await t.request({ method: 'GET', url: `/v1/hire/jobs/${job.id}`, as: recruiter })).data;
    expect(after).toMatchObject({ status: 'Draft', employmentType: 'FullTime', location: job.location, updatedAt: job.updatedAt });
  });

  it('refuses an Employee (403) and answers 404 for an unknown posting', async () => {
    const job = await createJob(t, recruiter, {}, 'Open');
    expect((await t.request({ method: 'PUT', url: `/v1/hire/jobs/${job.id}`, as: employee, payload: { title: 'Mine now' } })).statusCode).toBe(403);
    const missing = await t.request({ method: 'PUT', url: '/v1/hire/jobs/00000000-0000-4000-8000-000000000000', as: recruiter, payload: { title: 'X' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /v1/hire/jobs/{id}/publish and /close', () => {
  it('publishes a Draft (Draft -> Open) and closes it (Open -> Closed), stamping and auditing each', async () => {
    const job = await createJob(t, recruiter);
    const published = envelope<JobPosting>(await t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/publish`, as: recruiter })).data;
    expect(published.status).toBe('Open');
    expect(published.publishedAt).not.toBeNull();
    const closed = envelope<JobPosting>(await t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/close`, as: manager })).data;
    expect(closed.status).toBe('Closed');
    expect(closed.closedAt).not.toBeNull();
    expect(await auditCount('job_posting.published', job.id)).toBe(1);
    expect(await auditCount('job_posting.closed', job.id)).toBe(1);
  });

  it('refuses transitions from the wrong status with 409', async () => {
    const draft = await createJob(t, recruiter);
    const open = await createJob(t, recruiter, {}, 'Open');
    const closed = await createJob(t, recruiter, {}, 'Closed');
    const cases: Array<[string, string]> = [
      [`/v1/hire/jobs/${draft.id}/close`, JOB_CONFLICT_MESSAGES.close],
      [`/v1/hire/jobs/${open.id}/publish`, JOB_CONFLICT_MESSAGES.publish],
      [`/v1/hire/jobs/${closed.id}/publish`, JOB_CONFLICT_MESSAGES.publish],
      [`/v1/hire/jobs/${closed.id}/close`, JOB_CONFLICT_MESSAGES.close],
    ];
    for (const [url, message] of cases) {
      const response = await t.request({ method: 'POST', url, as: recruiter });
      expect(response.statusCode, url).toBe(409);
      expect(envelope(response).error).toBe(message);
    }
  });

  it('answers 404 for an unknown posting and 403 for an Employee', async () => {
    const job = await createJob(t, recruiter);
    expect((await t.request({ method: 'POST', url: '/v1/hire/jobs/00000000-0000-4000-8000-000000000000/publish', as: recruiter })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/publish`, as: employee })).statusCode).toBe(403);
    expect(envelope<JobPosting>(await t.request({ method: 'GET', url: `/v1/hire/jobs/${job.id}`, as: recruiter })).data.status).toBe('Draft');
  });

  it('lets exactly one of two concurrent publishes win', async () => {
    const job = await createJob(t, recruiter);
    const responses = await Promise.all([
      t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/publish`, as: recruiter }),
      t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/publish`, as: manager }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditCount('job_posting.published', job.id)).toBe(1);
  });

  it('lets an edit racing a close either land before it or be refused, never after', async () => {
    const job = await createJob(t, recruiter, {}, 'Open');
    const [close, edit] = await Promise.all([
      t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/close`, as: recruiter }),
      t.request({ method: 'PUT', url: `/v1/hire/jobs/${job.id}`, as: manager, payload: { title: 'Edited' } }),
    ]);
    expect(close.statusCode).toBe(200);
    expect([200, 409]).toContain(edit.statusCode);
    const after = envelope<JobPosting>(await t.request({ method: 'GET', url: `/v1/hire/jobs/${job.id}`, as: recruiter })).data;
    expect(after.status).toBe('Closed');
    expect(after.title).toBe(edit.statusCode === 200 ? 'Edited' : job.title);
  });
});

describe('OpenAPI', () => {
  it('documents every Hire route with its tag, summary and rules', async () => {
    const doc = (await t.request({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string }>>;
    };
    const routes: Array<[string, string]> = [
      ['/v1/hire/jobs', 'post'],
      ['/v1/hire/jobs', 'get'],
      ['/v1/hire/jobs/{id}', 'get'],
      ['/v1/hire/jobs/{id}', 'put'],
      ['/v1/hire/jobs/{id}/publish', 'post'],
      ['/v1/hire/jobs/{id}/close', 'post'],
      ['/v1/hire/candidates', 'post'],
      ['/v1/hire/candidates', 'get'],
      ['/v1/hire/candidates/{id}', 'get'],
      ['/v1/hire/candidates/{id}', 'put'],
    ];
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['hire']);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.description).toBeTruthy();
    }
  });
});
