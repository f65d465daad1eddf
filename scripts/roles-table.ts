/**
 * The role table of docs/administration.md, generated from the contracts' ROLE_GRANTS: `npm run docs:roles`
 * writes it between the markers, `roles-table.test.ts` fails when the document differs.
 */
import { ROLE_GRANTS, type Grant } from '../packages/contracts/src/core/role-grants';

export const ROLES_TABLE_START = '<!-- roles-table:start (npm run docs:roles writes this table from ROLE_GRANTS) -->';
export const ROLES_TABLE_END = '<!-- roles-table:end -->';

const list = (grants: readonly Grant[]) => grants.map((g) => `\`${g}\``).join(', ');

/** The markdown table: per role, the grants of a module assignment and those only 'all' gives. */
export function rolesTable(): string {
  const rows = Object.entries(ROLE_GRANTS).map(([role, byModule]) => {
    const modules = Object.entries(byModule)
      .filter(([place]) => place !== 'all')
      .map(([place, grants]) => `on \`${place}\`: ${list(grants ?? [])}`)
      .join('; ');
    return `| ${role} | ${modules || '-'} | ${byModule.all ? list(byModule.all) : '-'} |`;
  });
  return [
    '| role | grants with the role on a module (or on `all`) | grants only with the role on `all` |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * `readme` with the text between the markers replaced by the current table.
 * @throws Error when the markers are missing.
 */
export function withRolesTable(readme: string): string {
  const start = readme.indexOf(ROLES_TABLE_START);
  const end = readme.indexOf(ROLES_TABLE_END);
  if (start < 0 || end < start) throw new Error(`the document lacks the markers ${ROLES_TABLE_START} ... ${ROLES_TABLE_END}`);
  return `${readme.slice(0, start + ROLES_TABLE_START.length)}\n${rolesTable()}\n${readme.slice(end)}`;
}
