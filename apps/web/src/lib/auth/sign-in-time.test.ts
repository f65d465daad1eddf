import { describe, expect, it } from 'vitest';
import { jwtClaims, signInTimeFromClaims } from './sign-in-time';

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('sign-in time', () => {
  it('prefers auth_time, falls back to iat, and is null without either', () => {
    expect(signInTimeFromClaims({ auth_time: 1_795_600_000, iat: 1_795_603_600 })).toEqual(new Date(1_795_600_000_000));
    expect(signInTimeFromClaims({ iat: 1_795_603_600 })).toEqual(new Date(1_795_603_600_000));
    expect(signInTimeFromClaims({ iat: 'yesterday' })).toBeNull();
    expect(signInTimeFromClaims(undefined)).toBeNull();
  });

  it('reads the claims of a JWT and nothing from a string that is not one', () => {
    const token = `${base64url({ alg: 'RS256' })}.${base64url({ iat: 1_795_603_600, name: 'Divya ü' })}.signature`;
    expect(jwtClaims(token)).toEqual({ iat: 1_795_603_600, name: 'Divya ü' });
    expect(jwtClaims('not-a-token')).toBeNull();
    expect(jwtClaims('a.%%%.c')).toBeNull();
  });
});
