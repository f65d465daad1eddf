import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the project's own ESLint configuration on small snippets placed (virtually) where the rule
// applies, so `npm run lint` is shown to fail on each kind of boundary violation.
const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (relative to the root). */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('boundaries the linter enforces', () => {
  it('a web feature imports its own files but never another feature', async () => {
    expect(await ruleIdsFor('apps/web/src/features/grow/fixture.ts', "export { GROW_TEXTS } from './texts';\n")).toEqual([]);
    expect(await ruleIdsFor('apps/web/src/features/grow/fixture.ts', "export { HIRE_TEXTS } from '../hire/texts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('shared web code (lib, components) never imports a feature or the app shell', async () => {
    expect(await ruleIdsFor('apps/web/src/lib/fixture.ts', "export { HIRE_TEXTS } from '../features/hire/texts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleIdsFor('apps/web/src/components/fixture.ts', "export { appRoutes } from '../app/router';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleIdsFor('apps/web/src/components/fixture.ts', "export { initialsOf } from '../lib/initials';\n")).toEqual([]);
  });

  it("an API module reaches another module only through that module's entry points", async () => {
    const file = 'apps/api/src/modules/grow/fixture.ts';
    expect(await ruleIdsFor(file, "export * from '../hire/candidate.repository';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor(file, "export * from '../hire/personal-data';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor(file, "export * from '../hire/candidate.service';\n")).toEqual([]);
    expect(await ruleIdsFor(file, "export * from './okr.repository';\n")).toEqual([]);
    // The people and their roles are reached through the users and roles services, not their tables' repositories.
    expect(await ruleIdsFor(file, "export * from '../users/user.repository';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor(file, "export * from '../roles/role.repository';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor('apps/api/src/plugins/fixture.ts', "export * from '../modules/mytime/timesheet.repository';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // The demo seed writes a module's data through the module's seeding entry, never its repositories.
    expect(await ruleIdsFor('apps/api/src/db/seed/fixture.ts', "export * from '../../modules/mytime/mytime.seed';\n")).toEqual([]);
    expect(await ruleIdsFor('apps/api/src/db/seed/fixture.ts', "export * from '../../modules/mytime/leave-policy';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("another module's query pieces (`*.scope.ts`) are an entry point and may build SQL; its repositories stay private", async () => {
    const file = 'apps/api/src/modules/grow/fixture.repository.ts';
    expect(await ruleIdsFor(file, "export * from '../authority/reporting-line.scope';\n")).toEqual([]);
    expect(await ruleIdsFor(file, "export * from '../authority/reporting-line.repository';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor('apps/api/src/modules/authority/fixture.scope.ts', "export { sql } from 'drizzle-orm';\n")).toEqual([]);
  });

  it('API code outside a repository never imports Drizzle or the db schema', async () => {
    expect(await ruleIdsFor('apps/api/src/modules/mytime/fixture.service.ts', "export { sql } from 'drizzle-orm';\n")).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('apps/api/src/modules/mytime/fixture.service.ts', "export { alias } from 'drizzle-orm/pg-core';\n")).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('apps/api/src/modules/mytime/fixture.service.ts', "export { timesheets } from '../../db/schema/mytime';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIdsFor('apps/api/src/plugins/fixture.ts', "export { users } from '../db/schema/core';\n")).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('apps/api/src/modules/mytime/fixture.repository.ts', "export { sql } from 'drizzle-orm';\nexport { timesheets } from '../../db/schema/mytime';\n")).toEqual([]);
    expect(await ruleIdsFor('apps/api/src/modules/mytime/fixture.service.ts', "export type { DbOrTx } from '../../db/client';\n")).toEqual([]);
    // The date libraries stay forbidden there too (eslint.dates.js configures the same rule).
    expect(await ruleIdsFor('apps/api/src/modules/mytime/fixture.service.ts', "export { format } from 'date-fns';\n")).toEqual(['no-restricted-imports']);
  });

  it('the web app and the API never import each other', async () => {
    expect(await ruleIdsFor('apps/web/src/lib/fixture.ts', "export * from '../../../api/src/lib/errors';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('packages/contracts imports nothing but zod and itself', async () => {
    const file = 'packages/contracts/src/mytime/fixture.ts';
    expect(await ruleIdsFor(file, "export { z } from 'zod';\nexport * from '../common';\nexport * from '@apps/contracts/module-ids';\n")).toEqual([]);
    expect(await ruleIdsFor(file, "export { useState } from 'react';\n")).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor(file, "export * from 'node:fs';\n")).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor(file, "export * from '../../../../apps/api/src/lib/errors';\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('file and folder names are kebab-case (a dot suffix names the role)', async () => {
    expect(await ruleIdsFor('apps/api/src/modules/grow/okr-summary.service.ts', 'export {};\n')).toEqual([]);
    expect(await ruleIdsFor('apps/api/src/modules/grow/okrSummary.service.ts', 'export {};\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await ruleIdsFor('apps/web/src/components/StatCard.tsx', 'export {};\n')).toEqual(['check-file/filename-naming-convention']);
    expect(await ruleIdsFor('apps/web/src/features/grow/Widgets/chart.tsx', 'export {};\n')).toEqual([
      'check-file/folder-naming-convention',
    ]);
  });

  describe('no cycles', () => {
    // A cycle needs two files on disk; they live in a throw-away folder inside the source tree.
    const dir = path.join(root, 'apps/web/src/lib', `cycle-fixture-${randomBytes(4).toString('hex')}`);
    beforeAll(() => {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'first.ts'), "import { second } from './second';\nexport const first = () => second();\n");
      writeFileSync(path.join(dir, 'second.ts'), "import { first } from './first';\nexport const second = (): unknown => first;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('fails on two files that import each other', async () => {
      const results = await eslint.lintFiles([path.join(dir, '*.ts')]);
      expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
    });
  });
});
