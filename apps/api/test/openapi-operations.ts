import type { JsonSchema } from './fuzz/json-schema-arbitrary';
import type { TestApp } from './helper';

/** One `/v1` operation of the OpenAPI document, keyed like `app.registeredRoutes` (`PUT /v1/x/:id`). */
export interface ApiOperation {
  /** `METHOD /path` with `:param` segments, exactly as Fastify registers it. */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the document writes it, with `{param}` segments. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The JSON body schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
      }
    >
  >;
}

/** `/v1/x/{id}` -> `/v1/x/:id`. */
export function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Every `/v1` operation of the server's own OpenAPI document (`GET /docs/json`), the source of the
 * fuzz, object-authorization, mass-assignment and hostile-text tests.
 *
 * @throws Error when a registered `/v1` route is missing from the document: a route hidden from the
 *   document would escape every test that derives its cases from it.
 */
export async function apiOperations(t: TestApp): Promise<ApiOperation[]> {
  const doc = (await t.request({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): ApiOperation => {
      const parameters = op.parameters ?? [];
      return {
        route: `${method.toUpperCase()} ${fastifyPath(path)}`,
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
  const documented = new Set(operations.map((op) => op.route));
  const missing = v1Routes(t).filter((route) => !documented.has(route));
  if (missing.length > 0) throw new Error(`registered /v1 routes missing from the OpenAPI document: ${missing.join(', ')}`);
  return operations.filter((op) => op.route.split(' ')[1]!.startsWith('/v1/'));
}

/** Every `/v1` route the server registers, as `METHOD /path`. */
export function v1Routes(t: TestApp): string[] {
  return t.app.registeredRoutes.filter((route) => route.split(' ')[1]!.startsWith('/v1/'));
}

/** A query or body field that carries a record's or a person's id: `id`, `employeeId`, `roleIds`, ... */
export const ID_FIELD = /^(id|\w+Ids?)$/;

/**
 * The id inputs of an operation: every path parameter, and every query parameter or top-level body
 * property named like an id (`employeeId`, `managerId`, `userId`, `teamId`, `projectId`, ...).
 */
export function idInputs(op: ApiOperation): string[] {
  const body = Object.keys(op.body?.properties ?? {}).filter((name) => ID_FIELD.test(name));
  const query = op.query.map((q) => q.name).filter((name) => ID_FIELD.test(name));
  return [...op.pathParams.map((p) => `path:${p.name}`), ...query.map((q) => `query:${q}`), ...body.map((b) => `body:${b}`)];
}

/** The operations that write: POST, PUT and PATCH with a JSON body. */
export function writeOperations(operations: ApiOperation[]): ApiOperation[] {
  return operations.filter((op) => op.method !== 'GET' && op.method !== 'DELETE' && op.body !== undefined);
}
