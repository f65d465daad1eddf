// Captures the SQL our routes send for each scenario and person (`tsx bench/capture.ts <input> <output> [set]`):
// the app is built in-process on the benchmark database with a Drizzle logger, every scenario call is
// made with app.inject, and the statements (with their parameters) are written out for the ceilings.
// `set` is `routes` (the API scenarios of bench/run.mjs; the default) or `reporting-lines`
// (bench/reporting-lines.mjs); `<input>` holds the prepared people of the set's pools.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { LINE_SCENARIOS } from './reporting-lines-scenarios.mjs';
import { BENCH_SCIM_TOKEN, SCENARIOS } from './scenarios.mjs';

interface Statement {
  sql: string;
  params: unknown[];
}

type People = Record<string, Array<Record<string, unknown>>>;
/** A scenario of either set, as far as the capture reads it. */
interface Scenario {
  id: string;
  who: string;
  write?: boolean;
  calls: (person: never, i: number) => Array<{ method: string; path: string; body?: unknown; scim?: boolean }>;
}

/** Each set's scenarios and the pool of prepared people (a key of `<input>`) a scenario runs as. */
const SETS: Record<string, { scenarios: Scenario[]; pool: (scenario: Scenario, people: People) => Array<Record<string, unknown>> }> = {
  routes: { scenarios: SCENARIOS, pool: (scenario, people) => (scenario.who === 'manager' ? people.managers! : people.employees!) },
  'reporting-lines': {
    scenarios: LINE_SCENARIOS,
    pool: (scenario, people) => (scenario.who === 'top' ? people.top! : scenario.write ? people.approvers! : people.line!),
  },
};

const [input, output, setName = 'routes'] = process.argv.slice(2) as [string, string, string?];
const set = SETS[setName];
if (!set) throw new Error(`unknown scenario set ${setName} (one of ${Object.keys(SETS).join(', ')})`);
const people = JSON.parse(readFileSync(input, 'utf8')) as People;
let current: Statement[] | null = null;
const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
  logger: {
    logQuery(query, params) {
      current?.push({ sql: query, params });
    },
  },
});
const app = await buildApp(loadConfig({ ...process.env, NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', SCIM_RATE_LIMIT_MAX: '100000000', SCIM_TOKEN: BENCH_SCIM_TOKEN }), {
  database,
  serveWeb: false,
  logger: false,
});
await app.ready();
// Background passes started at ready (the provisioning log's and notifications' first prune and reminder
// pass) would land in the first sample's statements and be replayed by the bare route: let them finish.
await new Promise((resolve) => setTimeout(resolve, 2000));

const SAMPLES = Number(process.env.CAPTURE_SAMPLES ?? 40);
const captured: Record<string, Statement[][][]> = {};
for (const scenario of set.scenarios) {
  const pool = set.pool(scenario, people);
  captured[scenario.id] = [];
  // SAMPLES calls, the pool's people in turn: a pool of one (the top of the organisation) still gives each
  // call number its own sample, as our route under load sees them.
  for (let i = 0; i < SAMPLES; i += 1) {
    const person = pool[i % pool.length] as { token: string };
    const steps: Statement[][] = [];
    for (const call of scenario.calls(person as never, i)) {
      const statements: Statement[] = [];
      steps.push(statements);
      current = statements;
      const response = await app.inject({
        method: call.method as 'GET',
        url: call.path,
        headers: { authorization: `Bearer ${call.scim ? BENCH_SCIM_TOKEN : person.token}` },
        ...(call.body === undefined ? {} : { payload: call.body as object }),
      });
      current = null;
      if (response.statusCode >= 400) throw new Error(`${scenario.id}: ${call.method} ${call.path} answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    captured[scenario.id]!.push(steps);
  }
}
writeFileSync(output, JSON.stringify(captured));
const counts = Object.fromEntries(Object.entries(captured).map(([id, samples]) => [id, samples[0]?.map((step) => step.length) ?? []]));
console.info(`captured statements per call: ${JSON.stringify(counts)}`);
await app.close();
await database.close();
