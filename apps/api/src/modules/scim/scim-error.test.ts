import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors';
import { readableDetail, ScimError, toScimError } from './scim-error';

describe('SCIM error details are written for people', () => {
  it('passes a library message written for people and replaces engine text', () => {
    expect(readableDetail(new TypeError("Attribute 'userName' expected value type 'string' but found type 'number'"), 'fallback')).toBe(
      "Attribute 'userName' expected value type 'string' but found type 'number'",
    );
    for (const message of [
      'path.value.split is not a function',
      "Cannot read properties of undefined (reading 'toLowerCase')",
      "Cannot destructure property 'op' of 'operation' as it is null.",
      'Maximum call stack size exceeded',
      "Invalid path '[object Object]' for operation 1 in PatchOp request body",
      'x'.repeat(301),
      'line\nbreak',
      '',
    ]) {
      expect(readableDetail(new TypeError(message), 'fallback'), message).toBe('fallback');
    }
    expect(readableDetail('a string thrown', 'fallback')).toBe('fallback');
  });

  it('maps what a route throws: ScimError as is, AppError with its message, framework errors by code, faults hidden', () => {
    const scim = new ScimError(400, 'userName is required', 'invalidValue');
    expect(toScimError(scim)).toBe(scim);
    expect(toScimError(new ConflictError('Cannot remove the last active Admin'))).toMatchObject({ status: 409, message: 'Cannot remove the last active Admin' });
    const framework = (code: string, statusCode: number, message: string) => Object.assign(new Error(message), { code, statusCode });
    expect(toScimError(framework('FST_ERR_CTP_INVALID_JSON_BODY', 400, "Body is not valid JSON but content-type is set to 'application/json'"))).toMatchObject({
      status: 400,
      scimType: 'invalidSyntax',
      message: 'The request body is not valid JSON',
    });
    expect(toScimError(framework('FST_ERR_SOMETHING_NEW', 400, 'internal parser state 0x2f'))).toMatchObject({ status: 400, message: 'The request could not be processed (400 Bad Request)' });
    expect(toScimError(framework('FST_ERR_RATE', 429, 'Rate limit exceeded, retry in 1 minute'))).toMatchObject({ status: 429, message: 'Too many requests. Please try again later.' });
    for (const fault of [new TypeError('path.value.split is not a function'), new RangeError('Maximum call stack size exceeded'), framework('X', 503, 'db down'), null]) {
      expect(toScimError(fault)).toMatchObject({ status: 500, message: 'An unexpected error occurred' });
    }
  });
});
