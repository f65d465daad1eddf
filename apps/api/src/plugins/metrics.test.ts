import { describe, expect, it } from 'vitest';
import { bearerCheck } from './metrics';

describe('bearerCheck', () => {
  const check = bearerCheck('s3cret-token-0123456789abcdef0123456789');

  it('accepts exactly the token after Bearer, the scheme in any case', () => {
    expect(check('Bearer s3cret-token-0123456789abcdef0123456789')).toBe(true);
    expect(check('bearer s3cret-token-0123456789abcdef0123456789')).toBe(true);
  });

  it('refuses a missing header, another scheme, a prefix or a longer token', () => {
    expect(check(undefined)).toBe(false);
    expect(check('')).toBe(false);
    expect(check('Basic s3cret-token-0123456789abcdef0123456789')).toBe(false);
    expect(check('Bearer s3cret-token')).toBe(false);
    expect(check('Bearer s3cret-token-0123456789abcdef0123456789x')).toBe(false);
    expect(check('Bearer s3cret-token-0123456789abcdef0123456789 extra')).toBe(false);
  });
});
