// Captures the SQL our routes send for each issue-15 scenario and person (`tsx bench/reporting-lines-capture.ts <input> <output>`), as bench/capture.ts does for issue 8's:
// the app is built in-process on the benchmark database with a Drizzle logger, every scenario call is
// made with app.inject, and the statements (with their parameters) are written out for the ceilings.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { LINE_SCENARIOS as SCENARIOS } from './reporting-lines-scenarios.mjs';

interface Statement {
  sql: string;
  params: unknown[];
}

const [input, output] = process.argv.slice(2) as [string, string];
const people = JSON.parse(readFileSync(input, 'utf8')) as Record<'line' | 'top' | 'approvers', Array<Record<string, unknown>>>;
let current: Statement[] | null = null;
const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: '',
  logger: {
    logQuery(query, params) {
      current?.push({ sql: query, params });
    },
  },
});
const app = await buildApp(loadConfig({ ...process.env, NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000' }), {
  database,
  serveWeb: false,
  logger: false,
});
await app.ready();

const SAMPLES = Number(process.env.CAPTURE_SAMPLES ?? 40);
const captured: Record<string, Statement[][][]> = {};
for (const scenario of SCENARIOS) {
  const pool = scenario.who === 'top' ? people.top : scenario.write ? people.approvers : people.line;
  captured[scenario.id] = [];
  for (let i = 0; i < Math.min(SAMPLES, pool.length); i += 1) {
    const person = pool[i] as never as Parameters<(typeof scenario)['calls']>[0];
    const steps: Statement[][] = [];
    for (const call of scenario.calls(person, i)) {
      const statements: Statement[] = [];
      steps.push(statements);
      current = statements;
      const response = await app.inject({
        method: call.method as 'GET',
        url: call.path,
        headers: { authorization: `Bearer ${person.token}` },
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
