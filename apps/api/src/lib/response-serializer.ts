import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema that fast-json-stringify compiles for a zod response schema: zod's own
 * `toJSONSchema` (output side, draft-07, everything inlined, as `/docs/json` documents it), then
 * rewritten for the serializer:
 * - `additionalProperties: false` is dropped. fast-json-stringify writes only the listed properties
 *   anyway, and the keyword would make its union branch checks (ajv) reject a row that carries one
 *   column more than the DTO.
 * - `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) becomes X with `nullable: true`, which
 *   fast-json-stringify compiles to one `=== null` test instead of an ajv validation per value.
 *
 * Other unions stay `anyOf`/`oneOf` (ajv picks the branch). Types zod cannot express in JSON Schema
 * (bigint, Date, transforms) become `{}`, which fast-json-stringify writes with `JSON.stringify`.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  }) as JsonSchema;
  delete json.$schema;
  return rewrite(json) as JsonSchema;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Documentation only: keeps the compiled serializer's source and cache keys small.
    if (key === 'description' || key === 'examples') continue;
    // `properties` maps names to schemas: a property may well be called "description".
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, rewrite(sub)]));
      continue;
    }
    out[key] = rewrite(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf && !other.$ref) {
      delete out.anyOf;
      return { ...out, ...other, nullable: true };
    }
  }
  return out;
}

// One compiled serializer per zod schema object, shared by every app of the process: the failure envelopes
// of `route-schemas.ts` serve every route and are compiled once, not once per route and app.
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

function compile(schema: z.ZodType): (data: unknown) => string {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJsonStringify(responseJsonSchema(schema) as unknown as Parameters<typeof fastJsonStringify>[0]);
    compiled.set(schema, stringify);
  }
  return stringify;
}

/** Options of {@link createResponseSerializerCompiler}. */
export interface ResponseSerializerOptions {
  /**
   * Check every response against its zod schema first (as zod's own serializer did) and fail with a
   * `ResponseSerializationError` (a 500) when it does not match; also fail when fast-json-stringify's
   * text differs from the validated object. On under `NODE_ENV=test` (`config.validateResponses`), so a
   * wrong shape still fails the tests; off in production, where it costs a zod pass per response.
   */
  validate: boolean;
}

/**
 * Fastify's serializer compiler for the zod response schemas: each route's
 * response schema is compiled once with fast-json-stringify from {@link responseJsonSchema}; with
 * `validate`, zod checks and encodes the value first and the compiled text is compared with it.
 * Properties that are not in the schema are left out (as zod's serializer stripped them).
 */
export function createResponseSerializerCompiler(options: ResponseSerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    // Production compiles every route's serializer when the app starts (a schema it cannot compile fails
    // the start); with validation (tests, which build many apps) a route's serializer is compiled at its
    // first answer: compiling all of them made a warm app build take 0.41 s here against 0.14-0.22 s with
    // zod's serializer.
    if (!options.validate) return compile(schema);
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      const result = safeEncode(schema as unknown as $ZodType, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      write ??= compile(schema);
      const text = write(result.data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(result.data)))) {
        throw new Error(`fast-json-stringify wrote a different answer than zod for ${method} ${url}: ${text}`);
      }
      return text;
    };
  };
}
