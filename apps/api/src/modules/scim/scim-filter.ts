import { hasControlCharacter } from '@apps/contracts/common';
import { SCIMMY } from './scim-schema';
import { readableDetail, ScimError } from './scim-error';
import type { FilterTerm } from './scim-user.repository';

const ATTRIBUTES: Record<string, FilterTerm['attribute']> = {
  username: 'userName',
  externalid: 'externalId',
  id: 'id',
};

type Condition = unknown[];

function equality(condition: unknown, attribute: string): string {
  const c = condition as Condition;
  if (Array.isArray(c) && c.length === 2 && String(c[0]).toLowerCase() === 'eq' && typeof c[1] === 'string') return c[1];
  throw new ScimError(400, `Only "eq" with a quoted value is supported for ${attribute}`, 'invalidFilter');
}

/**
 * The filter as text a comparison can use: no control characters. No attribute we match holds one,
 * and PostgreSQL refuses the NUL character in a query parameter. (A half character cannot arrive: the
 * query string parser leaves a value with malformed UTF-8 undecoded.)
 */
function assertFilterText(filter: string): void {
  if (hasControlCharacter(filter)) {
    throw new ScimError(400, 'The filter must not contain control characters (NUL, line breaks, tabs)', 'invalidFilter');
  }
}

function conditions(value: unknown): Condition[] {
  const list = value as Condition;
  return Array.isArray(list) && Array.isArray(list[0]) ? (list as Condition[]) : [list];
}

/**
 * Parses a SCIM filter (RFC 7644 section 3.4.2.2) with scimmy and keeps what Entra sends: `eq` on
 * `userName`, `externalId`, `id` and `emails[type eq "work"].value` (or `emails.value`), combined with
 * `and` (and `or`). Returns groups of terms: a resource matches when every term of one group holds.
 *
 * @throws ScimError 400 `invalidFilter` for syntax errors, control characters (NUL included) anywhere
 *   in the filter, and anything else.
 */
export function parseUserFilter(filter: string): FilterTerm[][] {
  if (filter.length > 1000) throw new ScimError(400, 'The filter is too long', 'invalidFilter');
  assertFilterText(filter);
  let expression: Array<Record<string, unknown>>;
  try {
    expression = [...new SCIMMY.Types.Filter(filter)] as Array<Record<string, unknown>>;
  } catch (error) {
    const reason = readableDetail(error, 'it does not follow the SCIM filter syntax (RFC 7644 section 3.4.2.2), e.g. userName eq "a@contoso.com"');
    throw new ScimError(400, `Invalid filter: ${reason}`, 'invalidFilter');
  }
  if (expression.length > 50) throw new ScimError(400, 'The filter has too many alternatives', 'invalidFilter');
  return expression.map((group) => {
    const terms: FilterTerm[] = [];
    for (const [key, value] of Object.entries(group)) {
      const name = key.toLowerCase();
      if (name === 'emails' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const [sub, subValue] of Object.entries(value)) {
          if (sub.toLowerCase() === 'type') continue;
          if (sub.toLowerCase() !== 'value') throw new ScimError(400, `Filtering on emails.${sub} is not supported`, 'invalidFilter');
          for (const condition of conditions(subValue)) terms.push({ attribute: 'email', value: equality(condition, 'emails.value') });
        }
        continue;
      }
      const attribute = ATTRIBUTES[name];
      if (!attribute) throw new ScimError(400, `Filtering on ${key} is not supported`, 'invalidFilter');
      for (const condition of conditions(value)) terms.push({ attribute, value: equality(condition, attribute) });
    }
    if (terms.length === 0) throw new ScimError(400, 'The filter has no supported comparison', 'invalidFilter');
    return terms;
  });
}
