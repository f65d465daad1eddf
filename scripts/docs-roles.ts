// `npm run docs:roles`: writes the README's role table from ROLE_GRANTS (scripts/roles-table.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withRolesTable } from './roles-table';

const readmePath = path.join(import.meta.dirname, '..', 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = withRolesTable(before);
if (after !== before) writeFileSync(readmePath, after);
console.info(after === before ? 'README.md role table is current' : 'README.md role table written from ROLE_GRANTS');
