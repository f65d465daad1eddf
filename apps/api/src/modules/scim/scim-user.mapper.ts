import type { ProvisionedWithUser } from './scim-user.repository';
import { SCIM } from './scim-schema';

/** The SCIM attributes of a person as stored (`provisioned_users.profile`): scimmy's inbound form. */
export type ScimProfile = Record<string, unknown>;

type Complex = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function list(value: unknown): Complex[] {
  return Array.isArray(value) ? value.filter((item): item is Complex => typeof item === 'object' && item !== null) : [];
}

function ofType(items: Complex[], type: string): Complex | undefined {
  return items.find((item) => typeof item.type === 'string' && item.type.toLowerCase() === type);
}

/** The person's work e-mail: `emails[type eq "work"]`, else the primary, else the first, else `userName`. */
export function workEmail(profile: ScimProfile): string | null {
  const emails = list(profile.emails);
  const chosen = ofType(emails, 'work') ?? emails.find((item) => item.primary === true) ?? emails[0];
  const email = text(chosen?.value) ?? text(profile.userName);
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** The display name: `displayName`, else given and family name, else `name.formatted`. */
export function displayName(profile: ScimProfile): string | null {
  const name = (profile.name ?? {}) as Complex;
  const joined = [text(name.givenName), text(name.familyName)].filter(Boolean).join(' ');
  return text(profile.displayName) ?? (joined || null) ?? text(name.formatted);
}

/** The enterprise extension's object, or an empty one. */
export function enterprise(profile: ScimProfile): Complex {
  return (profile[SCIM.enterprise] ?? {}) as Complex;
}

/** The manager reference as Entra sent it (the manager's SCIM id, or their externalId). */
export function managerReference(profile: ScimProfile): string | null {
  const manager = enterprise(profile).manager as Complex | undefined;
  return text(manager?.value);
}

/** Where the office location came from: the attribute's SCIM path and its trimmed value. */
export interface OfficeLocationSource {
  attribute: string;
  value: string;
}

/**
 * The office location and the attribute it came from, in this order: our extension's `officeLocation`
 * (a custom mapping), then `addresses[type eq "other"].formatted` (where Entra's default mapping puts
 * `physicalDeliveryOfficeName`, the Office field of the Entra profile), then the work address's
 * `formatted`, then its `locality`.
 */
export function officeLocationSource(profile: ScimProfile): OfficeLocationSource | null {
  const own = text(((profile[SCIM.apps] ?? {}) as Complex).officeLocation);
  if (own) return { attribute: `${SCIM.apps}:officeLocation`, value: own };
  const addresses = list(profile.addresses);
  const office = text(ofType(addresses, 'other')?.formatted);
  if (office) return { attribute: 'addresses[type eq "other"].formatted', value: office };
  const work = ofType(addresses, 'work');
  const address = work ?? addresses.find((item) => item.type === undefined);
  const prefix = work ? 'addresses[type eq "work"]' : 'addresses';
  const formatted = text(address?.formatted);
  if (formatted) return { attribute: `${prefix}.formatted`, value: formatted };
  const locality = text(address?.locality);
  return locality ? { attribute: `${prefix}.locality`, value: locality } : null;
}

/** The office location (see `officeLocationSource`). */
export function officeLocation(profile: ScimProfile): string | null {
  return officeLocationSource(profile)?.value ?? null;
}

/** The app role values (`roles[].value`). */
export function roleValues(profile: ScimProfile): string[] {
  return list(profile.roles)
    .map((role) => text(role.value))
    .filter((value): value is string => value !== null);
}

/** The stored row -> the SCIM User resource (RFC 7643 section 4.1) with `meta`; `baseUrl` is the endpoint's absolute URL. */
export function toScimUser(row: ProvisionedWithUser, baseUrl: string): Record<string, unknown> {
  const { schemas: _schemas, meta: _meta, id: _id, active: _active, ...attributes } = row.profile as ScimProfile;
  const schemas: string[] = [SCIM.user];
  if (attributes[SCIM.enterprise]) schemas.push(SCIM.enterprise);
  if (attributes[SCIM.apps]) schemas.push(SCIM.apps);
  return {
    schemas,
    id: row.id,
    ...attributes,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName,
    active: row.isActive,
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
      version: `W/"${row.version}"`,
    },
  };
}
