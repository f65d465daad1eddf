import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` fails when a date is formatted anywhere but
// packages/contracts/src/date-format.ts (eslint.dates.js).
const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const WEB = 'apps/web/src/features/mytime/fixture.tsx';
const API = 'apps/api/src/modules/mytime/fixture.ts';
const CONTRACTS = 'packages/contracts/src/fixture.ts';

describe('one date format (the linter)', () => {
  it.each([
    ['toLocaleDateString', 'export const a = (d: Date) => d.toLocaleDateString();\n'],
    ['toLocaleString', "export const a = (d: Date) => d.toLocaleString('en-GB');\n"],
    ['toLocaleTimeString', 'export const a = (d: Date) => d.toLocaleTimeString();\n'],
    ['toDateString', 'export const a = (d: Date) => d.toDateString();\n'],
    ['toUTCString', 'export const a = (d: Date) => d.toUTCString();\n'],
    ['Intl.DateTimeFormat', "export const a = new Intl.DateTimeFormat('en-GB');\n"],
  ])('refuses %s in the web app, the API and the contracts', async (_name, code) => {
    for (const file of [WEB, API, CONTRACTS]) expect(await ruleIdsFor(file, code)).toEqual(['no-restricted-properties']);
  });

  it.each(['date-fns', 'date-fns/format', 'dayjs', 'moment', 'luxon'])('refuses the date library %s in the web app and the API', async (library) => {
    const code = `import * as dates from '${library}';\nexport const a = dates;\n`;
    expect(await ruleIdsFor(WEB, code)).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor(API, code)).toEqual(['no-restricted-imports']);
  });

  it('allows the helper itself, and formatting through it', async () => {
    expect(await ruleIdsFor('packages/contracts/src/date-format.ts', "export const a = new Intl.DateTimeFormat('en-US');\n")).toEqual([]);
    expect(await ruleIdsFor(WEB, "import { formatDate } from '@apps/contracts/date-format';\nexport const a = formatDate('2026-11-23');\n")).toEqual([]);
    expect(await ruleIdsFor(WEB, "export const a = new Intl.NumberFormat('en-US').format(1250);\n")).toEqual([]);
  });

  it('refuses a raw date in a message of the API (error, validation error, notification), not in keys or SQL', async () => {
    const messages = [
      'export const e = (x: { weekStartDate: string }) => new Error(`A timesheet for the week of ${x.weekStartDate} already exists`);\n',
      'export const f = (errors: Record<string, string[]>, date: string) => { errors.hours = [`Already recorded on ${date}`]; };\n',
      'export const g = (week: string) => ({ title: "Missing", body: `Submit the week of ${week}.` });\n',
      'export const h = (l: { startDate: string }) => { const period = `leave from ${l.startDate}`; return period; };\n',
    ];
    for (const code of messages) expect(await ruleIdsFor(API, code)).toEqual(['no-restricted-syntax']);
    const fine = [
      "import { formatDate } from '@apps/contracts/date-format';\nexport const e = (x: { weekStartDate: string }) => new Error(`The week of ${formatDate(x.weekStartDate)} already exists`);\n",
      'export const k = (id: string, week: string) => ({ dedupeKey: `timesheet-missing:${id}:${week}` });\n',
      'export const d = (date: string) => new Date(`${date}T00:00:00Z`);\n',
    ];
    for (const code of fine) expect(await ruleIdsFor(API, code)).toEqual([]);
  });
});
