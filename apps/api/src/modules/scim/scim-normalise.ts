import { ScimError } from './scim-error';
import { SCIM } from './scim-schema';

/**
 * What the code normalises before scimmy sees a request: Microsoft Entra's default
 * PATCH dialect and its `aadOptscim062020` dialect both become plain RFC 7644 requests.
 *
 * - booleans sent as the strings "True"/"False" (any case) for `active` and `primary`;
 * - `manager` sent as a plain string (or `[{ value }]`, or an empty value) instead of `{ value }`;
 * - app roles sent as JSON text in `value` (`{"id":..,"value":"Manager.mytime","displayName":..}`);
 * - `roles[primary eq "True"].value` (Entra's SingleAppRoleAssignment mapping);
 * - `Add`/`Replace` of `emails[type eq "work"].value` or `addresses[type eq "work"].x` when the
 *   person has no value of that type yet (the RFC's filter would match nothing);
 * - sub-attribute names in Entra's spelling (`addresses[type eq "other"].Formatted`, `.Value`), which
 *   attribute names' case-insensitivity (RFC 7643 section 2.1) allows, in their canonical case.
 *
 * Bodies nested deeper than `MAX_NESTING` are refused before any rule runs, so no rule here (nor
 * scimmy after it) recurses without bound, whatever limit the JSON parser in front has.
 */

type Json = unknown;
type JsonObject = Record<string, unknown>;

const BOOLEAN_KEYS = new Set(['active', 'primary']);
const MANAGER_PATHS = new Set([`${SCIM.enterprise}:manager`.toLowerCase(), 'manager']);
const TYPED_FILTER = /^(emails|addresses|phoneNumbers|ims|photos)\[\s*type\s+eq\s+"([^"]*)"\s*\](?:\.(\w+))?$/i;
/** Sub-attributes of the typed multi-valued attributes (RFC 7643 section 4.1.2), by lower case. */
const SUB_ATTRIBUTES = new Map(
  ['value', 'display', 'type', 'primary', 'formatted', 'streetAddress', 'locality', 'region', 'postalCode', 'country'].map((name) => [name.toLowerCase(), name]),
);
const canonicalSub = (sub: string) => SUB_ATTRIBUTES.get(sub.toLowerCase()) ?? sub;
const PRIMARY_ROLE = /^roles\[\s*primary\s+eq\s+"?(true)"?\s*\](?:\.value)?$/i;

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * How many objects and lists a SCIM body may nest. Entra's deepest request, a PATCH without path whose
 * value holds the enterprise manager (`{Operations: [{value: {urn: {manager: {value}}}}]}`), nests 6.
 */
export const MAX_NESTING = 16;

/**
 * Refuses a value that nests objects and lists more than `MAX_NESTING` levels deep. Walks with its own
 * stack: the check itself cannot exhaust the call stack.
 * @throws ScimError 400 `invalidSyntax`.
 */
export function assertNesting(value: Json): void {
  const pending: Array<[Json, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth > MAX_NESTING) {
      throw new ScimError(400, `The request body nests objects and lists more than ${MAX_NESTING} levels deep`, 'invalidSyntax');
    }
    for (const inner of Object.values(next)) pending.push([inner, depth + 1]);
  }
}

/** "True"/"False" in any case -> boolean; anything else unchanged. */
export function stringBoolean(value: Json): Json {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return value;
}

/** A manager as Entra sends it -> `{ value }`, or null for "no manager". */
export function managerValue(value: Json): JsonObject | null | Json {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return { value };
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    // One list around the manager is Entra's; a list in a list is left for scimmy to refuse.
    return Array.isArray(value[0]) ? value[0] : managerValue(value[0]);
  }
  if (isObject(value)) {
    if (value.value === null || value.value === undefined || value.value === '') return null;
    return value;
  }
  return value;
}

/** One app-role entry -> `{ value, display? }`, unwrapping the JSON text of Entra's PATCH form. */
export function roleEntry(entry: Json): Json {
  let value: Json = entry;
  if (typeof value === 'string') value = { value };
  if (!isObject(value)) return entry;
  let inner: Json = value.value;
  if (typeof inner === 'string' && inner.trim().startsWith('{')) {
    try {
      inner = JSON.parse(inner);
    } catch {
      return { value: inner };
    }
    if (isObject(inner) && typeof inner.value === 'string') {
      return { value: inner.value, ...(typeof inner.displayName === 'string' ? { display: inner.displayName } : {}) };
    }
    return { value: value.value };
  }
  const result: JsonObject = { value: inner };
  if (typeof value.display === 'string') result.display = value.display;
  return result;
}

function roleList(value: Json): Json {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(roleEntry);
}

/**
 * Normalises a resource body (POST, PUT, or a PATCH value object), recursively for booleans.
 * @throws ScimError 400 `invalidSyntax` when the body nests more than `MAX_NESTING` levels.
 */
export function normaliseResource(body: Json): Json {
  assertNesting(body);
  return normaliseValue(body);
}

function normaliseValue(body: Json): Json {
  if (Array.isArray(body)) return body.map(normaliseValue);
  if (!isObject(body)) return body;
  const result: JsonObject = {};
  for (const [key, raw] of Object.entries(body)) {
    const lower = key.toLowerCase();
    let value: Json = raw;
    if (BOOLEAN_KEYS.has(lower) || lower.endsWith('.primary')) value = stringBoolean(raw);
    else if (lower === 'roles') value = roleList(raw);
    else if (MANAGER_PATHS.has(lower)) value = managerValue(raw);
    else if (lower === SCIM.enterprise.toLowerCase() && isObject(raw)) {
      const extension: JsonObject = { ...raw };
      for (const k of Object.keys(extension)) if (k.toLowerCase() === 'manager') extension[k] = managerValue(extension[k]);
      value = extension;
    } else if (isObject(raw) || Array.isArray(raw)) value = normaliseValue(raw);
    result[key] = value;
  }
  return result;
}

/** A PATCH operation as received. */
export interface PatchOperation {
  op: string;
  path?: string;
  value?: Json;
}

/**
 * Normalises one PATCH operation against the resource as it is now (`current`, the stored SCIM
 * attributes with the earlier operations of the same PATCH applied). Returns one or more
 * RFC-conformant operations.
 * @throws ScimError 400 `invalidSyntax` when the operation nests more than `MAX_NESTING` levels.
 */
export function normaliseOperation(operation: PatchOperation, current: JsonObject): PatchOperation[] {
  if (!isObject(operation)) return [operation];
  assertNesting(operation);
  const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : operation.op;
  const path = typeof operation.path === 'string' ? operation.path.trim() : operation.path;
  const base: PatchOperation = { ...operation, op };
  if (path === undefined) {
    const value = normaliseResource(operation.value);
    if (!isObject(value)) return [{ ...base, value }];
    const removals = Object.keys(value).filter((key) => MANAGER_PATHS.has(key.toLowerCase()) && value[key] === null);
    for (const key of removals) delete value[key];
    return [...(Object.keys(value).length > 0 ? [{ ...base, value }] : []), ...removals.map((key) => ({ op: 'remove', path: key }))];
  }
  if (typeof path !== 'string') return [base];
  const lowerPath = path.toLowerCase();
  const leaf = lowerPath.split(/[.:]/).pop() ?? lowerPath;

  if (MANAGER_PATHS.has(lowerPath)) {
    const manager = managerValue(operation.value);
    if (op !== 'remove' && manager === null) return [{ op: 'remove', path }];
    return [op === 'remove' ? { op, path } : { ...base, path, value: manager }];
  }
  if (lowerPath === 'roles') {
    return [{ ...base, path, ...(operation.value === undefined ? {} : { value: roleList(operation.value) }) }];
  }
  const primaryRole = PRIMARY_ROLE.exec(path);
  if (primaryRole) {
    if (op === 'remove') return [{ op: 'remove', path: 'roles[primary eq true]' }];
    const value = roleEntry(operation.value);
    return [{ op: 'replace', path: 'roles', value: [{ ...(value as JsonObject), primary: true }] }];
  }
  if (BOOLEAN_KEYS.has(leaf)) return [{ ...base, value: stringBoolean(operation.value) }];

  const typed = TYPED_FILTER.exec(path);
  if (typed) {
    const [, attribute, type, rawSub] = typed;
    const sub = rawSub === undefined ? undefined : canonicalSub(rawSub);
    if (sub !== undefined) base.path = `${attribute}[type eq "${type}"].${sub}`;
    if (op === 'remove') return [base];
    const existing = Object.entries(current).find(([key]) => key.toLowerCase() === attribute!.toLowerCase())?.[1];
    const hasType = Array.isArray(existing) && existing.some((item) => isObject(item) && String(item.type).toLowerCase() === type!.toLowerCase());
    if (!hasType) {
      const value = sub ? { type, [sub]: operation.value } : { type, ...(isObject(operation.value) ? operation.value : {}) };
      return [{ op: 'add', path: attribute!, value: [normaliseResource(value)] }];
    }
  }
  if (isObject(operation.value) || Array.isArray(operation.value)) return [{ ...base, value: normaliseResource(operation.value) }];
  return [base];
}

/**
 * True when normalising `operation` reads the resource (`normaliseOperation`'s `current`): an add or
 * replace of a typed entry (`emails[type eq "work"].value`), which becomes an add of the entry when
 * the resource has none of that type yet. The operations before it must have been applied first.
 */
export function readsResource(operation: PatchOperation): boolean {
  if (!isObject(operation) || typeof operation.path !== 'string') return false;
  return String(operation.op).toLowerCase() !== 'remove' && TYPED_FILTER.test(operation.path.trim());
}
