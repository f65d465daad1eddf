import { ScimError } from './scim-error';
import { SCIM } from './scim-schema';

type Resource = Record<string, unknown>;

/** One name of an `attributes` list, resolved: the extension it is in (null: core), the attribute, the sub-attribute. */
interface AttributePath {
  extension: string | null;
  attribute: string | null;
  sub: string | null;
}

/** What a client asked to see of a resource: all of it, only some attributes, or all but some. */
export type ResourceView = (resource: Resource) => Resource;

/** ATTRNAME of RFC 7643 section 2.1 (`$ref` included), optionally with one sub-attribute. */
const ATTRIBUTE_PATH = /^(\$?[A-Za-z][\w-]*)(?:\.(\$?[A-Za-z][\w-]*))?$/;
const EXTENSIONS = [SCIM.enterprise, SCIM.apps];
const ALWAYS_RETURNED = new Set(['id', 'schemas']);
/** The most names one list may give (the User schema has fewer than 60 attributes and sub-attributes). */
const MAX_NAMES = 100;

function parsePath(name: string, parameter: string): AttributePath {
  const lower = name.toLowerCase();
  let extension: string | null = null;
  let rest = name;
  for (const urn of [SCIM.user, ...EXTENSIONS]) {
    const prefix = urn.toLowerCase();
    if (lower === prefix) return { extension: urn === SCIM.user ? null : urn, attribute: null, sub: null };
    if (lower.startsWith(`${prefix}:`)) {
      extension = urn === SCIM.user ? null : urn;
      rest = name.slice(prefix.length + 1);
      break;
    }
  }
  const match = ATTRIBUTE_PATH.exec(rest);
  if (!match) throw new ScimError(400, `${parameter}: "${name.slice(0, 100)}" is not an attribute name such as "userName", "name.givenName" or "${SCIM.enterprise}:department"`, 'invalidValue');
  return { extension, attribute: match[1]!.toLowerCase(), sub: match[2]?.toLowerCase() ?? null };
}

function keyOf(object: Resource, lowerName: string): string | undefined {
  return Object.keys(object).find((key) => key.toLowerCase() === lowerName);
}

function isObject(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The attributes `resource`'s part of `extension` (null: the core attributes at the top level). */
function partOf(resource: Resource, extension: string | null): Resource | undefined {
  if (extension === null) return resource;
  const value = resource[extension];
  return isObject(value) ? value : undefined;
}

/**
 * The part of `resource` that holds `path`: the one its URN names, else the core attributes, else an
 * extension that has it (clients may leave extension attributes unqualified, RFC 7644 section 3.10).
 */
function locate(resource: Resource, path: AttributePath): AttributePath {
  if (path.extension !== null || path.attribute === null || keyOf(resource, path.attribute) !== undefined) return path;
  const extension = EXTENSIONS.find((urn) => {
    const part = partOf(resource, urn);
    return part !== undefined && keyOf(part, path.attribute!) !== undefined;
  });
  return extension === undefined ? path : { ...path, extension };
}

/** `schemas` as the projected resource has it: the core schema and each extension still present. */
function withSchemas(resource: Resource): Resource {
  const schemas = [SCIM.user, ...EXTENSIONS.filter((urn) => isObject(resource[urn]))];
  const { schemas: _schemas, id, ...rest } = resource;
  return { schemas, id, ...rest };
}

/** Copies `path` of `source` into `target` (both the same part: core or one extension). */
function include(source: Resource, target: Resource, path: AttributePath): void {
  if (path.attribute === null) {
    for (const [key, value] of Object.entries(source)) if (path.extension !== null || !EXTENSIONS.includes(key as never)) target[key] = value;
    return;
  }
  const key = keyOf(source, path.attribute);
  if (key === undefined) return;
  const value = source[key];
  if (path.sub === null) {
    target[key] = value;
    return;
  }
  if (Array.isArray(value)) {
    const picked = Array.isArray(target[key]) ? (target[key] as Resource[]) : value.map((): Resource => ({}));
    value.forEach((item, index) => {
      const subKey = isObject(item) ? keyOf(item, path.sub!) : undefined;
      if (subKey !== undefined) picked[index]![subKey] = item[subKey];
    });
    target[key] = picked;
  } else if (isObject(value)) {
    const subKey = keyOf(value, path.sub);
    if (subKey !== undefined) target[key] = { ...(isObject(target[key]) ? target[key] : {}), [subKey]: value[subKey] };
  }
}

/** Removes `path` from `part` (a copy the caller owns). */
function exclude(part: Resource, path: AttributePath): void {
  if (path.attribute === null) return;
  const key = keyOf(part, path.attribute);
  if (key === undefined || (path.extension === null && ALWAYS_RETURNED.has(key))) return;
  if (path.sub === null) {
    delete part[key];
    return;
  }
  const value = part[key];
  const items = Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : [];
  for (const item of items) {
    const subKey = keyOf(item, path.sub);
    if (subKey !== undefined) delete item[subKey];
  }
  if (Array.isArray(value)) part[key] = value.filter((item) => !isObject(item) || Object.keys(item).length > 0);
  else if (isObject(value) && Object.keys(value).length === 0) delete part[key];
}

function names(value: string, parameter: string): AttributePath[] {
  const list = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (list.length > MAX_NAMES) throw new ScimError(400, `${parameter}: at most ${MAX_NAMES} attribute names`, 'invalidValue');
  return list.map((name) => parsePath(name, parameter));
}

/**
 * The view of a User resource that `attributes` or `excludedAttributes` ask for (RFC 7644 section
 * 3.4.2.5; given on any request that answers a resource, section 3.9): comma-separated names,
 * case-insensitive (RFC 7643 section 2.1), each an attribute (`userName`), a sub-attribute
 * (`name.givenName`, `emails.value`), or either of them or a whole schema by its URN
 * (`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department`). `id` and `schemas` are
 * always returned (`returned: always`), and `schemas` lists the extensions left. Names the User schema
 * does not have select nothing. Neither parameter (or only blank names): the whole resource.
 * @throws ScimError 400 `invalidValue` when both are given, for a name that is not an attribute path,
 *   or for more than 100 names.
 */
export function resourceView(attributes: string | undefined, excludedAttributes: string | undefined): ResourceView {
  if (attributes !== undefined && excludedAttributes !== undefined) {
    throw new ScimError(400, 'Give either attributes or excludedAttributes, not both', 'invalidValue');
  }
  const included = attributes === undefined ? [] : names(attributes, 'attributes');
  const excluded = excludedAttributes === undefined ? [] : names(excludedAttributes, 'excludedAttributes');
  if (included.length > 0) {
    // A whole attribute named with some of its sub-attributes wins: sub-attributes are copied first.
    const ordered = [...included].sort((a, b) => Number(a.sub === null) - Number(b.sub === null));
    return (resource) => {
      const view: Resource = {};
      for (const named of ordered) {
        const path = locate(resource, named);
        const source = partOf(resource, path.extension);
        if (!source) continue;
        const target = path.extension === null ? view : ((view[path.extension] as Resource | undefined) ?? (view[path.extension] = {}));
        include(source, target, path);
      }
      for (const urn of EXTENSIONS) if (isObject(view[urn]) && Object.keys(view[urn]).length === 0) delete view[urn];
      for (const [key, value] of Object.entries(view)) {
        if (Array.isArray(value)) view[key] = value.filter((item) => !isObject(item) || Object.keys(item).length > 0);
      }
      return withSchemas({ ...view, id: resource.id });
    };
  }
  if (excluded.length > 0) {
    return (resource) => {
      const view = structuredClone(resource);
      for (const named of excluded) {
        const path = locate(view, named);
        if (path.extension !== null && path.attribute === null) delete view[path.extension];
        const part = partOf(view, path.extension);
        if (part) exclude(part, path);
      }
      for (const urn of EXTENSIONS) if (isObject(view[urn]) && Object.keys(view[urn]).length === 0) delete view[urn];
      return withSchemas(view);
    };
  }
  return (resource) => resource;
}
