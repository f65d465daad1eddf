import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helper';

/**
 * Requests shaped exactly as Microsoft Entra's provisioning service sends them (Microsoft Learn:
 * "Tutorial: Develop and plan provisioning for a SCIM endpoint", "Known issues and resolutions with
 * SCIM 2.0 protocol compliance", "Customize attribute mappings: provisioning a role to a SCIM app").
 */
export const SCIM_TEST_TOKEN = 'scim-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A SCIM request with Entra's headers (`application/scim+json`, the bearer secret). */
export function scim(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token: string | null = SCIM_TEST_TOKEN,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** Entra's filter query, as it encodes it. */
export function filterQuery(expression: string): string {
  return `?filter=${encodeURIComponent(expression)}`;
}

export interface EntraPerson {
  objectId: string;
  userPrincipalName: string;
  givenName: string;
  surname: string;
  jobTitle?: string;
  department?: string;
  /** The Office field (`physicalDeliveryOfficeName`), sent as `addresses[type eq "other"].formatted`. */
  officeLocation?: string;
  /** The manager's id in this app (Entra sends the target's id of the manager). */
  managerId?: string;
  appRoles?: string[];
}

/** A new directory person with a unique UPN. */
export function entraPerson(overrides: Partial<EntraPerson> = {}): EntraPerson {
  const objectId = randomUUID();
  const tag = objectId.slice(0, 8);
  return {
    objectId,
    userPrincipalName: `person.${tag}@contoso.example`,
    givenName: 'Person',
    surname: tag,
    ...overrides,
  };
}

/** Entra's create-user body (POST /Users) with the default attribute mappings plus our extras. */
export function createUserBody(person: EntraPerson): Record<string, unknown> {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
    externalId: person.objectId,
    userName: person.userPrincipalName,
    active: true,
    displayName: `${person.givenName} ${person.surname}`,
    emails: [{ primary: true, type: 'work', value: person.userPrincipalName }],
    meta: { resourceType: 'User' },
    name: { formatted: `${person.givenName} ${person.surname}`, familyName: person.surname, givenName: person.givenName },
    ...(person.jobTitle ? { title: person.jobTitle } : {}),
    // Entra's default mappings: streetAddress and postalCode on the work address, the Office field on "other".
    ...(person.officeLocation
      ? { addresses: [{ type: 'work', streetAddress: '1 Microsoft Way', postalCode: '560001' }, { type: 'other', formatted: person.officeLocation }] }
      : {}),
    roles: (person.appRoles ?? []).map((value) => ({ primary: false, type: 'WindowsAzureActiveDirectoryRole', display: value, value })),
    [ENTERPRISE]: {
      ...(person.department ? { department: person.department } : {}),
      ...(person.managerId ? { manager: { value: person.managerId } } : {}),
    },
  };
}

/** A PatchOp message. */
export function patchBody(operations: Array<Record<string, unknown>>): Record<string, unknown> {
  return { schemas: [PATCH_OP], Operations: operations };
}

/** Entra's PATCH form of an app role: the role object as JSON text in `value`. */
export function patchRole(value: string): { value: string } {
  return { value: JSON.stringify({ id: randomUUID(), value, displayName: value }) };
}
