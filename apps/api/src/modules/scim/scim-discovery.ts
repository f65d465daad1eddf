import { SCIM } from './scim-schema';

type Resource = Record<string, unknown>;

/**
 * `resource` with its `meta.location` absolute: scimmy writes it from the endpoint's path, and
 * RFC 7643 section 3.1 makes `location` the resource's URI, which clients use as is.
 * @param origin the server's public address without a trailing slash (`APP_URL`).
 */
export function withAbsoluteLocation(resource: Resource, origin: string): Resource {
  const meta = resource.meta as { location?: unknown } | undefined;
  if (typeof meta?.location !== 'string' || !meta.location.startsWith('/')) return resource;
  return { ...resource, meta: { ...meta, location: `${origin}${meta.location}` } };
}

/**
 * A ListResponse (RFC 7644 section 3.4.2) of every discovery resource of a kind (`/Schemas`,
 * `/ResourceTypes`): one page holding all of them, so `itemsPerPage` is the number returned.
 */
export function discoveryList(resources: Resource[], origin: string) {
  return {
    schemas: [SCIM.listResponse],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources.map((resource) => withAbsoluteLocation(resource, origin)),
  };
}

/** scimmy's answer as plain JSON (its classes carry getters and private fields). */
export function plain(value: unknown): Resource {
  return JSON.parse(JSON.stringify(value)) as Resource;
}
