import { SCIM } from './scim-schema';

/** `scimType` values of RFC 7644 section 3.12 that this endpoint uses. */
export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue';

/**
 * A failure the SCIM endpoint answers in SCIM's error schema (RFC 7644 section 3.12), never the `/v1`
 * envelope. Services of this module throw it; the SCIM error handler sends it.
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
