import type { FastifyBodyParser, FastifyRequest } from 'fastify';
import type { ValidationErrors } from '@apps/contracts/envelope';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest body the API expects is
 * a SCIM PATCH with the enterprise extension (about 6 levels); zod, the SCIM normaliser and
 * `structuredClone` walk a body recursively, so a body thousands of levels deep must never reach them.
 */
export const MAX_JSON_DEPTH = 32;

/** The field message (`body`) of a body nested deeper than `MAX_JSON_DEPTH`. */
export const JSON_TOO_DEEP_MESSAGE = `Must be nested at most ${MAX_JSON_DEPTH} levels deep (arrays and objects)`;

/** The error message of a body nested deeper than `MAX_JSON_DEPTH` (SCIM's `detail`). */
export const JSON_TOO_DEEP_DETAIL = `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * True when the JSON text opens more than `max` arrays or objects inside one another. One pass over
 * the characters with a counter, no recursion and no parsing: string contents (escaped quotes
 * included) are skipped, so `"[[["` counts nothing. Text that is not JSON may be counted wrongly, but
 * the parser refuses it anyway.
 */
export function jsonNestedDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * A body nested deeper than `MAX_JSON_DEPTH`. It carries the code and status of Fastify's own
 * invalid-JSON error, so a scope with its own error handler (SCIM's) answers it as malformed JSON
 * (`invalidSyntax`) without knowing this class; the `/v1` error handler answers it with the envelope
 * and the error on `body` (a 400 with field errors, like every other invalid body).
 */
export class JsonTooDeepError extends Error {
  override name = 'JsonTooDeepError';
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';
  readonly statusCode = 400;
  readonly validationErrors: ValidationErrors = { body: [JSON_TOO_DEEP_MESSAGE] };
  constructor() {
    super(JSON_TOO_DEEP_DETAIL);
  }
}

/**
 * Wraps a string body parser (Fastify's default JSON parser) with the nesting limit: a body nested
 * deeper than `MAX_JSON_DEPTH` is refused with `JsonTooDeepError` before `parse` runs.
 *
 * @param parse a parser registered with `parseAs: 'string'`.
 */
export function depthCheckedJsonParser(parse: FastifyBodyParser<string>): StringBodyParser {
  return (request, body, done) => {
    if (jsonNestedDeeperThan(body)) {
      done(new JsonTooDeepError(), undefined);
      return;
    }
    void parse(request, body, done);
  };
}

/** A callback-style parser of a string body (`parseAs: 'string'`). */
export type StringBodyParser = (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => void;
