import { z } from 'zod';
import { FailureEnvelopeSchema, successEnvelopeSchema } from '@apps/contracts/envelope';

const failures = {
  400: FailureEnvelopeSchema.describe('Invalid input: `validationErrors` lists the fields'),
  401: FailureEnvelopeSchema.describe('No token, or a token that does not verify'),
  403: FailureEnvelopeSchema.describe('Authenticated, but not allowed (or the account is inactive)'),
  404: FailureEnvelopeSchema.describe('Missing, or not visible to the caller'),
  409: FailureEnvelopeSchema.describe('Not allowed in the current state, or a duplicate'),
  429: FailureEnvelopeSchema.describe('Rate limited'),
  500: FailureEnvelopeSchema.describe('A fault; the message is hidden, the trace id kept'),
  503: FailureEnvelopeSchema.describe('The database is unavailable'),
};

/**
 * Response schemas of a `/v1` route: the success envelope around `data` (200) plus the failure
 * envelope for every error status, so `/docs/json` documents both.
 */
export function envelopeResponses<T extends z.ZodType>(data: T) {
  return { 200: successEnvelopeSchema(data), ...failures };
}

/** As `envelopeResponses`, for a route that creates a record and answers 201. */
export function createdResponses<T extends z.ZodType>(data: T) {
  return { 201: successEnvelopeSchema(data), ...failures };
}

/**
 * Response schemas of a `/v1` route that answers a file (exports): 200 is the file itself
 * (`text/csv` or the XLSX media type, with Content-Disposition), every error the failure envelope.
 */
export function fileResponses(description: string) {
  return { 200: z.string().describe(description), ...failures };
}
