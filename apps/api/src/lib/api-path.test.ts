import { describe, expect, it } from 'vitest';
import { isApiPath, isScimPath } from './api-path';

describe('isApiPath', () => {
  it.each(['/v1', '/v1/', '/v1/users', '/%76%31/permissions', '/v%31/users', '//v1/users', '/./v1/users', '/x/../v1/users', '/V1/users', '/%2576%2531/users', '/v1/%zz', '\\v1\\users', '/v1?x=1'])(
    'treats %s as the API',
    (url) => expect(isApiPath(url)).toBe(true),
  );

  it.each(['/', '/mytime/timesheet', '/v10/users', '/docs', '/v1x', '/assets/v1.js', '/%zz'])('treats %s as not the API', (url) =>
    expect(isApiPath(url)).toBe(false),
  );
});

describe('isScimPath', () => {
  it.each(['/scim/v2', '/scim/v2/Users', '/SCIM/V2/Users/%zz', '/%73cim/v2/Users', '//scim//v2'])('treats %s as SCIM', (url) =>
    expect(isScimPath(url)).toBe(true),
  );

  it.each(['/', '/scim', '/scim/v1/Users', '/v1/scim/v2', '/scimv2'])('treats %s as not SCIM', (url) => expect(isScimPath(url)).toBe(false));
});
