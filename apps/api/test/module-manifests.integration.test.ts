import Fastify from 'fastify';
import { PgDialect, getTableConfig, text, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleModuleValues } from '@apps/contracts/module-ids';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { API_MODULES, apiModules, moduleDemoSeeders, registerModuleRoutes, type ApiModule } from '../src/api-modules';
import { enumCheck } from '../src/db/schema/enum-check';
import { permissions, userRoles } from '../src/db/schema/core';
import { seedAccessDemo } from '../src/db/seed/access.demo';
import { demoSeeders, type DemoSeeder } from '../src/db/seed/demo';
import { seedGrowDemo } from '../src/db/seed/grow.demo';
import { seedHireDemo } from '../src/db/seed/hire.demo';
import { seedHolidaysDemo } from '../src/db/seed/holidays.demo';
import { seedMytimeDemo } from '../src/db/seed/mytime.demo';
import { seedNotificationsDemo } from '../src/db/seed/notifications.demo';
import { seedSettingsDemo } from '../src/db/seed/settings.demo';
import { seedAuditDemo } from '../src/db/seed/audit.demo';
import { MATRIX_ROWS, MODULE_MATRIX, matrixRows } from './matrix/rows';
import { anyone, statuses, type MatrixRow } from './matrix/types';

/**
 * A module that exists only here, added as docs/development.md "Adding a module" says: a manifest, an
 * API registry entry (routes, prefix, demo seeder) and its matrix rows, each passed to the functions
 * the server derives from the manifest list.
 */
const FAKE: ModuleManifest = {
  id: 'fake',
  name: 'Fake Module',
  title: 'Fake',
  description: 'a module for the derivation test',
  icon: 'Lightbulb',
  path: '/fake',
  colour: 'bg-slate-100 text-slate-700',
  badgeTone: 'slate',
  index: { redirectTo: 'overview' },
  sidebar: [{ label: 'Overview', path: '/fake/overview', icon: 'LayoutDashboard' }],
  screens: [{ path: 'overview', title: 'Overview', page: 'features/fake/routes/overview-page.tsx', component: 'FakeOverviewPage' }],
  resources: [],
};
const MANIFESTS = [...MODULES, FAKE];
const fakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ping', async () => ({ pong: true }));
};
const seedFakeDemo: DemoSeeder = async () => {};
const FAKE_API: ApiModule = { routes: fakeRoutes, prefix: '/fake', demoSeeders: [seedFakeDemo] };
const FAKE_ROW: MatrixRow = { route: 'GET /v1/fake/ping', request: () => ({ url: '/v1/fake/ping' }), expect: statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 }), policy: anyone };

const dialect = new PgDialect();
/** A CHECK constraint's SQL text. */
const checkSql = (table: typeof userRoles | typeof permissions, name: string) => {
  const check = getTableConfig(table).checks.find((c) => c.name === name);
  return dialect.sqlToQuery(check!.value).sql;
};

describe('the database CHECK on role modules', () => {
  it("allows the manifests' ids and all, on user_roles and permissions", () => {
    const expected = `"user_roles"."module" in ('mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights', 'all')`;
    expect(checkSql(userRoles, 'user_roles_module_check')).toBe(expected);
    expect(checkSql(permissions, 'permissions_module_check')).toBe(expected.replace('"user_roles"', '"permissions"'));
  });

  it('would allow an added module', () => {
    const table = pgTable('t', { module: text('module') });
    const check = enumCheck('t_module_check', table.module, roleModuleValues(MANIFESTS));
    expect(dialect.sqlToQuery(check.value).sql).toBe(`"t"."module" in ('mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights', 'fake', 'all')`);
  });
});

describe('the API registry', () => {
  it('registers the modules with an API in tile order; placeholders have none', () => {
    expect(apiModules().map((m) => [m.id, m.prefix])).toEqual([
      ['mytime', '/mytime'],
      ['grow', '/grow'],
      ['hire', '/hire'],
    ]);
    expect(() => apiModules(MODULES.slice(1))).toThrow('API modules without a manifest: mytime');
  });

  it('registers an added module under /v1 and its prefix', async () => {
    const modules = apiModules(MANIFESTS, { ...API_MODULES, fake: FAKE_API });
    expect(modules.at(-1)).toMatchObject({ id: 'fake', prefix: '/fake' });
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (route) => void routes.push(`${String(route.method)} ${route.url}`));
    await app.register(async (v1) => registerModuleRoutes(v1, modules.slice(-1)), { prefix: '/v1' });
    expect(routes).toContain('GET /v1/fake/ping');
    expect((await app.inject({ url: '/v1/fake/ping' })).json()).toEqual({ pong: true });
    await app.close();
  });

  it("seeds the modules' demo data in tile order, then the platform data, an added module after the others", () => {
    expect(demoSeeders()).toEqual([seedHolidaysDemo, seedMytimeDemo, seedGrowDemo, seedHireDemo, seedNotificationsDemo, seedAccessDemo, seedSettingsDemo, seedAuditDemo]);
    const withFake = demoSeeders(moduleDemoSeeders(apiModules(MANIFESTS, { ...API_MODULES, fake: FAKE_API })));
    expect(withFake).toEqual([seedHolidaysDemo, seedMytimeDemo, seedGrowDemo, seedHireDemo, seedFakeDemo, seedNotificationsDemo, seedAccessDemo, seedSettingsDemo, seedAuditDemo]);
  });
});

describe('the authorization matrix', () => {
  it('has rows for exactly the modules with an API', () => {
    expect(Object.keys(MODULE_MATRIX)).toEqual(apiModules().map((m) => m.id));
    expect(matrixRows()).toEqual(MATRIX_ROWS);
  });

  it("takes an added module's rows after the real modules", () => {
    const rows = matrixRows(MANIFESTS, { ...MODULE_MATRIX, fake: [FAKE_ROW] });
    expect(rows).toContain(FAKE_ROW);
    expect(rows.indexOf(FAKE_ROW)).toBe(rows.indexOf(MODULE_MATRIX.hire!.at(-1)!) + 1);
  });
});
