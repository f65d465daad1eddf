import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@apps/contracts/page';
import type { Project } from '@apps/contracts/mytime/project';
import { build } from '../../../test/build';
import { envelope, type TestPerson } from '../../../test/helper';
import { createProject, MYTIME, uniqueCode } from '../../../test/factories/mytime.factories';

const t = build();
let mytimeAdmin: TestPerson;
let globalAdmin: TestPerson;
let manager: TestPerson;
let employee: TestPerson;

beforeAll(async () => {
  mytimeAdmin = await t.createPerson({ roles: MYTIME.mytimeAdmin, name: 'Pia Projects' });
  globalAdmin = await t.createPerson({ roles: MYTIME.globalAdmin });
  manager = await t.createPerson({ roles: MYTIME.manager });
  employee = await t.createPerson({ roles: MYTIME.employee });
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Orion Portal',
  code: uniqueCode('ORI'),
  clientName: 'Orion Bank',
  billingType: 'T&M',
  status: 'Active',
  startDate: '2026-11-23T00:00:00.000+05:30',
  endDate: null,
  projectManagerId: mytimeAdmin.id,
  ...overrides,
});

const create = (as: TestPerson, payload: object) => t.request({ method: 'POST', url: '/v1/mytime/projects', as, payload });

describe('POST /v1/mytime/projects', () => {
  it('Admin on mytime and Admin on all create projects (dates kept as written)', async () => {
    for (const admin of [mytimeAdmin, globalAdmin]) {
      const payload = body({ endDate: '2027-03-31' });
      const response = await create(admin, payload);
      expect(response.statusCode, response.body).toBe(201);
      expect(envelope<Project>(response).data).toMatchObject({
        name: 'Orion Portal',
        code: payload.code,
        clientName: 'Orion Bank',
        billingType: 'T&M',
        status: 'Active',
        startDate: '2026-11-23',
        endDate: '2027-03-31',
        projectManagerId: mytimeAdmin.id,
        projectManagerName: 'Pia Projects',
      });
    }
  });

  it("refuses managers and employees (403, the spec's message) and creates nothing", async () => {
    const before = await t.count('mytime_projects');
    for (const caller of [manager, employee]) {
      const response = await create(caller, body());
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe("You don't have permission to manage projects");
    }
    expect(await t.count('mytime_projects')).toBe(before);
  });

  it('answers 409 for a code already taken, without regard to case', async () => {
    const code = uniqueCode('DUP');
    expect((await create(mytimeAdmin, body({ code }))).statusCode).toBe(201);
    const before = await t.count('mytime_projects');
    expect((await create(mytimeAdmin, body({ code: code.toLowerCase() }))).statusCode).toBe(409);
    expect(await t.count('mytime_projects')).toBe(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank code', { code: '  ' }, 'code'],
    ['a code with spaces', { code: 'A B' }, 'code'],
    ['a blank client name', { clientName: '' }, 'clientName'],
    ['an unknown billing type', { billingType: 'Hourly' }, 'billingType'],
    ['an unknown status', { status: 'Paused' }, 'status'],
    ['a missing start date', { startDate: undefined }, 'startDate'],
    ['an end before the start', { startDate: '2026-11-23', endDate: '2026-11-01' }, 'endDate'],
    ['an unknown project manager', { projectManagerId: '00000000-0000-4000-8000-000000000000' }, 'projectManagerId'],
  ])('answers 400 for %s and creates nothing', async (_name, overrides, field) => {
    const before = await t.count('mytime_projects');
    const response = await create(mytimeAdmin, body(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty(field);
    expect(await t.count('mytime_projects')).toBe(before);
  });
});

describe('PUT /v1/mytime/projects/:id', () => {
  it('replaces the fields and writes an audit record', async () => {
    const project = await createProject(t, { projectManagerId: manager.id });
    const payload = body({ name: 'Renamed', status: 'On-hold', billingType: 'Fixed', projectManagerId: manager.id });
    const response = await t.request({ method: 'PUT', url: `/v1/mytime/projects/${project.id}`, as: mytimeAdmin, payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Project>(response).data).toMatchObject({ id: project.id, name: 'Renamed', status: 'On-hold', billingType: 'Fixed' });
    const again = await t.request({ method: 'PUT', url: `/v1/mytime/projects/${project.id}`, as: mytimeAdmin, payload });
    expect(again.statusCode).toBe(200);
  });

  it("answers 409 for another project's code, 404 for a missing project, 403 for non-admins", async () => {
    const taken = await createProject(t, { projectManagerId: manager.id });
    const project = await createProject(t, { projectManagerId: manager.id });
    const url = `/v1/mytime/projects/${project.id}`;
    expect((await t.request({ method: 'PUT', url, as: mytimeAdmin, payload: body({ code: taken.code }) })).statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: '/v1/mytime/projects/00000000-0000-4000-8000-000000000000', as: mytimeAdmin, payload: body() })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url, as: manager, payload: body() })).statusCode).toBe(403);
    const unchanged = envelope<Project>(await t.request({ method: 'GET', url, as: employee })).data;
    expect(unchanged.code).toBe(project.code);
  });
});

describe('GET /v1/mytime/projects', () => {
  it('lists projects by name for every MyTime user, with a status filter and a limit', async () => {
    await createProject(t, { projectManagerId: manager.id, name: 'Aardvark', status: 'Archived' });
    const allPage = envelope<Page<Project>>(await t.request({ method: 'GET', url: '/v1/mytime/projects?limit=500', as: employee })).data;
    const all = allPage.items;
    expect(allPage.total).toBe(all.length);
    const names = all.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const archived = envelope<Page<Project>>(await t.request({ method: 'GET', url: '/v1/mytime/projects?status=Archived', as: employee })).data.items;
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((p) => p.status === 'Archived')).toBe(true);
    const one = envelope<Page<Project>>(await t.request({ method: 'GET', url: '/v1/mytime/projects?limit=1&offset=1', as: employee })).data;
    expect(one).toMatchObject({ total: allPage.total, limit: 1, offset: 1 });
    expect(one.items.map((p) => p.id)).toEqual([all[1]!.id]);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/projects?status=Nope', as: employee })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/projects/00000000-0000-4000-8000-000000000000', as: employee })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every MyTime route with tags, a summary and the date rule', async () => {
    const doc = (await t.request({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string }>>;
    };
    const mytime = Object.entries(doc.paths).filter(([path]) => path.startsWith('/v1/mytime/'));
    const operations = mytime.flatMap(([, methods]) => Object.values(methods));
    expect(operations).toHaveLength(42);
    for (const operation of operations) {
      expect(operation.tags?.[0]).toMatch(/^mytime: /);
      expect(operation.summary).toBeTruthy();
    }
    expect(doc.paths['/v1/mytime/leaves']!.post!.description).toContain('local midnight');
  });
});
