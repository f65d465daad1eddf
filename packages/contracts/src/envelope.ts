import { z } from 'zod';

/**
 * The response envelope of every `/v1` call (ARCHITECTURE.md "Fixed contracts").
 *
 * - `data` holds the payload on success, `null` on failure.
 * - `error` is a human-readable message on failure, `null` on success.
 * - `validationErrors` maps a field name (dot path for nested fields, e.g. `keyResults.0.target`)
 *   to its messages; only set on 400.
 * - `traceId` is the request id, also sent as the `x-trace-id` header and logged.
 * - `timestamp` is ISO 8601.
 */
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export interface ApiSuccess<T> {
  success: true;
  data: T;
  error: null;
  validationErrors: null;
  traceId: string;
  timestamp: string;
}

export interface ApiFailure {
  success: false;
  data: null;
  error: string;
  validationErrors: ValidationErrors | null;
  traceId: string;
  timestamp: string;
}

/** Field name -> list of messages. */
export type ValidationErrors = Record<string, string[]>;

export const ValidationErrorsSchema = z.record(z.string(), z.array(z.string()));

/** zod schema of a success envelope around `data`, used for OpenAPI documentation and response serialization. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    error: z.null(),
    validationErrors: z.null(),
    traceId: z.string(),
    timestamp: z.string(),
  });
}

/** zod schema of a failure envelope. */
export const FailureEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  validationErrors: ValidationErrorsSchema.nullable(),
  traceId: z.string(),
  timestamp: z.string(),
});

/** The message sent with a 400 that carries field errors ('Validation failed'). */
export const VALIDATION_FAILED_MESSAGE = 'Validation failed';
