// `npx tsx bench/grid-save.ts [--iterations 30] [--concurrent 10]`: saving a full week grid.
// Opens a fresh database like the integration tests (PostgreSQL with TEST_DB=postgres and DATABASE_URL: a
// scratch database created and dropped; else embedded PGlite in memory) and the real app in process
// (`app.inject`: routing, token check, schema validation, service, SQL, envelope; no socket). A full grid is
// 40 cells: 8 rows (project + task + category + billable) x Monday to Friday, 1 hour each. For each of
// `iterations` fresh Draft weeks it times
//   1. the grid's first save: 40 new cells in one PUT .../entries,
//   2. a save that changes all 40 cells,
//   3. a save that empties all 40 cells (40 removals),
//   4. the same 40 entries added one by one through the form's POST .../entries (the way before the grid),
// then `concurrent` people each saving their own full grid at the same moment, and prints one JSON line plus
// Markdown rows for bench/RESULTS.md.
import { parseArgs } from 'node:util';
import { addDays } from '@apps/contracts/mytime/calendar';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, TEST_DB, type TestApp, type TestPerson } from '../apps/api/test/helper';
import { createProject, createTimesheet, MYTIME } from '../apps/api/test/factories/mytime.factories';

const { values: args } = parseArgs({ options: { iterations: { type: 'string', default: '30' }, concurrent: { type: 'string', default: '10' } } });
const ITERATIONS = Number(args.iterations);
const CONCURRENT = Number(args.concurrent);
const CATEGORIES = ['Development', 'Testing', 'CodeReview', 'Meeting', 'Documentation', 'Planning', 'Research', 'Support'] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const figures = (values: number[]) => ({ median: +percentile(values, 50).toFixed(1), p95: +percentile(values, 95).toFixed(1), max: +Math.max(...values).toFixed(1) });

/** The 40 cells of a full grid for the week of `sunday`, `hours` each. */
function fullGrid(sunday: string, projectId: string, hours: number) {
  return CATEGORIES.flatMap((category, row) =>
    [1, 2, 3, 4, 5].map((day) => ({ date: addDays(sunday, day), projectId, taskDescription: `Row ${row + 1}`, category, isBillable: row % 2 === 0, hours })),
  );
}

async function timed(t: TestApp, as: TestPerson, request: { method: 'PUT' | 'POST'; url: string; payload: unknown }, expected: number) {
  const start = performance.now();
  const response = await t.request({ ...request, as } as Parameters<TestApp['request']>[0]);
  const ms = performance.now() - start;
  if (response.statusCode !== expected) throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  return { ms, data: (JSON.parse(response.body) as { data: Timesheet }).data };
}

const t = await buildTestApp();
try {
  const manager = await t.createPerson({ roles: MYTIME.manager });
  const employee = await t.createPerson({ roles: MYTIME.employee });
  const projectId = (await createProject(t, { projectManagerId: manager.id })).id;
  const week = (i: number) => {
    const sunday = addDays('2031-01-05', 7 * i);
    return { weekStartDate: sunday, weekEndDate: addDays(sunday, 6) };
  };
  const url = (id: string) => `/v1/mytime/timesheets/${id}/entries`;
  const insert: number[] = [];
  const update: number[] = [];
  const remove: number[] = [];
  const oneByOne: number[] = [];
  // Two warm-up rounds (prepared statements, JIT) are not counted.
  for (let i = -2; i < ITERATIONS; i += 1) {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [], week: week(i + 2) });
    const first = await timed(t, employee, { method: 'PUT', url: url(sheet.id), payload: { entries: fullGrid(sheet.weekStartDate, projectId, 1) } }, 200);
    const changed = first.data.entries.map(({ id, date, projectId: p, taskDescription, category, isBillable }) => ({ id, date, projectId: p, taskDescription, category, isBillable, hours: 1.5 }));
    const second = await timed(t, employee, { method: 'PUT', url: url(sheet.id), payload: { entries: changed } }, 200);
    const third = await timed(t, employee, { method: 'PUT', url: url(sheet.id), payload: { removedEntryIds: second.data.entries.map((e) => e.id) } }, 200);
    if (third.data.entries.length !== 0 || first.data.entries.length !== 40) throw new Error('unexpected entries');
    const form = await createTimesheet(t, { employee, projectId, entries: [], week: week(ITERATIONS + 4 + i) });
    let formMs = 0;
    for (const entry of fullGrid(form.weekStartDate, projectId, 1)) formMs += (await timed(t, employee, { method: 'POST', url: url(form.id), payload: entry }, 201)).ms;
    if (i < 0) continue;
    insert.push(first.ms);
    update.push(second.ms);
    remove.push(third.ms);
    oneByOne.push(formMs);
  }
  // `concurrent` people save their full grids at once.
  const people = await Promise.all(Array.from({ length: CONCURRENT }, () => t.createPerson({ roles: MYTIME.employee })));
  const sheets = await Promise.all(people.map((person) => createTimesheet(t, { employee: person, projectId, entries: [], week: week(0) })));
  const start = performance.now();
  const concurrent = await Promise.all(people.map((person, i) => timed(t, person, { method: 'PUT', url: url(sheets[i]!.id), payload: { entries: fullGrid(sheets[i]!.weekStartDate, projectId, 1) } }, 200)));
  const wallMs = performance.now() - start;

  const result = {
    database: TEST_DB,
    iterations: ITERATIONS,
    cells: 40,
    insertMs: figures(insert),
    updateMs: figures(update),
    removeMs: figures(remove),
    fortyFormPostsMs: figures(oneByOne),
    concurrent: { people: CONCURRENT, wallMs: Math.round(wallMs), perSaveMs: figures(concurrent.map((c) => c.ms)), savesPerSecond: +(CONCURRENT / (wallMs / 1000)).toFixed(1) },
  };
  console.log(JSON.stringify(result));
  const row = (what: string, f: { median: number; p95: number; max: number }) => `| ${TEST_DB} | ${what} | ${f.median} | ${f.p95} | ${f.max} |`;
  console.log(
    [
      row('40 new cells, one PUT', result.insertMs),
      row('40 changed cells, one PUT', result.updateMs),
      row('40 emptied cells, one PUT', result.removeMs),
      row('40 entries by the form, 40 POSTs (sum)', result.fortyFormPostsMs),
      row(`${CONCURRENT} people at once, one PUT each (per save)`, result.concurrent.perSaveMs),
    ].join('\n'),
  );
} finally {
  await t.close();
}
