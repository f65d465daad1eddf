import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { RoleName } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/modules';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { roles, userRoles, users } from '../src/db/schema/core';
import { devObjectId } from '../src/lib/auth/dev-tokens';
import { createPostgresDatabase, pgliteTemplate } from './database-copies';
import { adminQuery, databaseUrl } from './database-template';

/** Which database the integration tests run on: `TEST_DB=postgres` (needs DATABASE_URL) or PGlite. */
export const TEST_DB = process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A person created for a test: their user id, e-mail and a bearer token. */
export interface TestPerson {
  id: string;
  email: string;
  name: string;
  token: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** `app.inject` with the bearer token of `as` (a person or a raw token). */
  request(options: InjectOptions & { as?: TestPerson | string }): Promise<LightMyRequestResponse>;
  /** Creates a user with roles directly in the database and returns them with a dev token. */
  createPerson(options?: {
    roles?: ReadonlyArray<{ role: RoleName; module: RoleModule }>;
    name?: string;
    email?: string;
    isActive?: boolean;
    /** The person's manager in the reporting line. */
    managerId?: string | null;
  }): Promise<TestPerson>;
  /**
   * Builds a reporting line bottom-up: `line[0]` reports to `line[1]`, which reports to
   * `line[2]`, and so on; the last keeps their manager unless that manager is below someone of the
   * line (a test that reuses people, like the authorization matrix), in which case the last reports
   * to nobody: the database refuses a cycle in the reporting line.
   */
  reportingLine(...line: ReadonlyArray<{ id: string }>): Promise<void>;
  /** When set, people created without `managerId` report to this person (the authorization matrix's line). */
  defaultManagerId?: string;
  /** A dev token for an e-mail (the user need not exist). */
  tokenFor(email: string, name?: string): Promise<string>;
  /** Counts rows of a table (bad-input tests check nothing changed). */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

let counter = 0;

/** A unique e-mail for test data. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}@test.example`;
}

/**
 * Opens a fresh database (PGlite in memory, or a new PostgreSQL database with a random name that is
 * dropped on close) and builds the app on it in dev auth mode without demo data.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'database'> & { extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    AUTH_MODE: 'dev',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: 'bootstrap.admin@test.example',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // VALIDATE_RESPONSES=false runs a test file on the production serializer alone.
    ...(process.env.VALIDATE_RESPONSES ? { VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES } : {}),
    ...env,
  });
  const { extend, ...buildOptions } = options;
  const app = await buildApp(config, { database, serveWeb: false, logger: false, ...buildOptions });
  extend?.(app);
  await app.ready();

  const testApp: TestApp = {
    app,
    database,
    async request({ as, headers, ...rest }) {
      const token = typeof as === 'string' ? as : as?.token;
      return app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async tokenFor(email, name) {
      return (await app.devTokens!.issue(email, name)).accessToken;
    },
    async createPerson({ roles: wanted = [], name, email = uniqueEmail(), isActive = true, managerId = testApp.defaultManagerId ?? null } = {}) {
      const personName = name ?? email.split('@')[0]!;
      const [user] = await database.db
        .insert(users)
        .values({ email, name: personName, azureId: devObjectId(email), isActive, managerId })
        .returning();
      for (const { role, module } of wanted) {
        const [roleRow] = await database.db.select().from(roles).where(eq(roles.name, role));
        await database.db.insert(userRoles).values({ userId: user!.id, roleId: roleRow!.id, module });
      }
      return { id: user!.id, email, name: personName, token: await testApp.tokenFor(email, personName) };
    },
    async reportingLine(...line) {
      const ids = line.map((person) => person.id);
      if (ids.length < 2) return;
      // Detach the line's people first, then link them: any order of links is then free of cycles.
      await database.db.update(users).set({ managerId: null }).where(inArray(users.id, ids.slice(0, -1)));
      const top = ids.at(-1)!;
      const above = await database.db.execute<{ id: string }>(sql`
        with recursive up(id) as (
          select manager_id from users where id = ${top} and manager_id is not null
          union
          select u.manager_id from users u join up on u.id = up.id where u.manager_id is not null
        )
        select id from up`);
      if (above.rows.some((row) => ids.includes(row.id))) {
        await database.db.update(users).set({ managerId: null }).where(eq(users.id, top));
      }
      for (let i = 0; i + 1 < ids.length; i += 1) {
        await database.db.update(users).set({ managerId: ids[i + 1]! }).where(eq(users.id, ids[i]!));
      }
    },
    async count(table) {
      const result = await database.db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from "${table}"`));
      return Number(result.rows[0]!.count);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  return testApp;
}

/**
 * `buildTestApp(env)` with one active Admin on all (`admin`), for a file whose tests act as the
 * administrator; the caller closes `t`.
 */
export async function buildTestAppWithAdmin(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: TestPerson }> {
  const t = await buildTestApp(env);
  return { t, admin: await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] }) };
}

/**
 * A copy of the run's migrated and seeded template (`database-template.ts`): PGlite in memory loaded
 * from the template's data directory, or a new PostgreSQL database made from the template database
 * (dropped on close). Without the global setup (a script importing this helper), it migrates a fresh one.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const loadDataDir = await pgliteTemplate();
    return { database: await createDatabase({ dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) }), drop: async () => {} };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `apps_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(adminUrl, name);
  const database = await createDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '', poolMax: 10 });
  return { database, drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`) };
}

/** Parses an inject response's envelope. */
export function envelope<T = unknown>(response: LightMyRequestResponse) {
  return response.json() as {
    success: boolean;
    data: T;
    error: string | null;
    validationErrors: Record<string, string[]> | null;
    traceId: string;
    timestamp: string;
  };
}
