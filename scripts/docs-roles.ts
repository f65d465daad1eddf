// `npm run docs:roles`: writes the role table of docs/administration.md from ROLE_GRANTS (scripts/roles-table.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withRolesTable } from './roles-table';

const docPath = path.join(import.meta.dirname, '..', 'docs', 'administration.md');
const before = readFileSync(docPath, 'utf8');
const after = withRolesTable(before);
if (after !== before) writeFileSync(docPath, after);
console.info(after === before ? 'docs/administration.md role table is current' : 'docs/administration.md role table written from ROLE_GRANTS');
