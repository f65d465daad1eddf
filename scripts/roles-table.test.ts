import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { withRolesTable } from './roles-table';

it("the README's role table is the one ROLE_GRANTS gives (run npm run docs:roles after changing the grants)", () => {
  const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
  expect(readme).toBe(withRolesTable(readme));
});
