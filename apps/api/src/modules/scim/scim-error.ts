import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { hasControlCharacter } from '@apps/contracts/common';
import { AppError } from '../../lib/errors';
import { SCIM, SCIM_MEDIA_TYPE } from './scim-schema';

/** `scimType` values of RFC 7644 section 3.12 that this endpoint uses. */
export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue';

/**
 * A failure the SCIM endpoint answers in SCIM's error schema (RFC 7644 section 3.12), never the `/v1`
 * envelope. Services of this module throw it; the SCIM error handler sends it. Its message is the
 * response's `detail`: written for the person reading Entra's provisioning log, never an exception's text.
 */
export class ScimError extends Error {
  override name = 'ScimError';
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

/** The body of a SCIM error response: `status` is a string, as RFC 7644 writes it. */
export interface ScimErrorBody {
  schemas: [typeof SCIM.error];
  status: string;
  scimType?: string;
  detail: string;
}

/** Builds SCIM's error body for a status, an optional `scimType` and a human-readable detail. */
export function scimErrorBody(status: number, detail: string, scimType?: string): ScimErrorBody {
  return { schemas: [SCIM.error], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/**
 * What the JavaScript engine says when code meets a value of a shape it did not expect ("x is not a
 * function", "Cannot read properties of undefined"), or runs out of stack. scimmy wraps some of these
 * into its own errors; such a text describes our code, not the request, and is never shown.
 */
const ENGINE_MESSAGE =
  /is not (?:a function|a constructor|iterable|defined)|Cannot (?:read|set) propert|Cannot (?:destructure|convert|create property|assign to read only|add property|define property|delete property|redefine property|access '|use 'in' operator|mix BigInt)|object is not extensible|Maximum call stack|Invalid (?:array|string) length|circular structure|Reduce of empty array|in JSON at position|is not valid JSON|Unexpected end of JSON|serialize a BigInt|\[object Object\]/;

/** The longest library message passed on as a detail (longer ones are echoing a large input). */
const MAX_LIBRARY_DETAIL = 300;

/**
 * The message of an error thrown by scimmy for a request it refuses, when it is written for people
 * (scimmy's own texts, such as "Attribute 'userName' expected value type 'string' but found type
 * 'number'"); otherwise `fallback`. Engine messages about our or scimmy's code, over-long texts and
 * anything that is not an `Error` give `fallback`.
 */
export function readableDetail(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const message = error.message.trim();
  if (message === '' || message.length > MAX_LIBRARY_DETAIL || ENGINE_MESSAGE.test(message)) return fallback;
  // Our own inputs to scimmy never hold control characters (refused first); a message that does is not ours to show.
  if (hasControlCharacter(message)) return fallback;
  return message;
}

/** Details for the framework's own 4xx errors that reach the SCIM scope, by Fastify error code. */
const FRAMEWORK_DETAILS: Record<string, { status: number; detail: string; scimType?: ScimType }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON', scimType: 'invalidSyntax' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The request body is empty; send a SCIM JSON object', scimType: 'invalidSyntax' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: `Send ${SCIM_MEDIA_TYPE} or application/json` },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The Content-Length header does not match the request body' },
};

/**
 * Maps whatever a SCIM route, hook or parser threw to the `ScimError` answered: a `ScimError` as it
 * is; an `AppError` of the services this module calls (the last-admin rule's 409) with its message,
 * which is written for people; the framework's 4xx by code with our own text (its messages name
 * internals); any other 4xx by status with a generic text; everything else is a fault, answered 500
 * with a generic text (the caller logs it).
 */
export function toScimError(error: unknown): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return new ScimError(error.statusCode, error.message);
  const { code, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  const known = code ? FRAMEWORK_DETAILS[code] : undefined;
  if (known) return new ScimError(known.status, known.detail, known.scimType);
  if (statusCode === 429) return new ScimError(429, 'Too many requests. Please try again later.');
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return new ScimError(statusCode, `The request could not be processed (${statusCode} ${STATUS_CODES[statusCode] ?? 'Client Error'})`);
  }
  return new ScimError(500, 'An unexpected error occurred');
}
