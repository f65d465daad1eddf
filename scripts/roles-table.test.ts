import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { withRolesTable } from './roles-table';

it("the role table of docs/administration.md is the one ROLE_GRANTS gives (run npm run docs:roles after changing the grants)", () => {
  const doc = readFileSync(path.join(import.meta.dirname, '..', 'docs', 'administration.md'), 'utf8');
  expect(doc).toBe(withRolesTable(doc));
});
