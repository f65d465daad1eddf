import type { Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { keepingAnActiveAdmin } from '../roles/admin-invariant.service';
import { applyProvisionedPerson, setProvisionedManager, type ProvisionedPerson } from './provisioning-person';
import { parseAppRoles, syncProvisionedRoles } from './provisioning-roles';
import { ScimError } from './scim-error';
import { displayName, enterprise, managerReference, officeLocation, roleValues, workEmail, type ScimProfile } from './scim-user.mapper';
import * as scimUserRepository from './scim-user.repository';
import { assertOneLine, assertStorable } from './scim-text';

/** Who acts (the provisioning token) and what the request changed, for the audit and the log. */
export interface WriteContext {
  tokenId: string;
}

/** A write's outcome for the provisioning log. */
export interface WriteOutcome {
  action: string;
  resourceId: string;
  detail: string | null;
}

const MAX_TEXT = 256;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Object ids are GUIDs: only such an externalId is taken as the person's Microsoft sign-in id. */
export function isObjectId(value: string | null): value is string {
  return value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Checks the stored SCIM attributes a person needs: `userName` (at most 256 characters), an e-mail
 * (work e-mail or an e-mail `userName`), storable texts, one-line texts without control characters
 * (`assertOneLine`; `before` is the person's stored attributes, null on create), texts within bounds,
 * at most 100 roles.
 * @throws ScimError 400 `invalidValue`.
 */
export function requireValidProfile(profile: ScimProfile, fallbackEmail: string | null, before: ScimProfile | null): { userName: string; email: string } {
  assertStorable(profile);
  assertOneLine(profile, before);
  const userName = text(profile.userName);
  if (!userName) throw new ScimError(400, 'userName is required', 'invalidValue');
  if (userName.length > MAX_TEXT) throw new ScimError(400, `userName is longer than ${MAX_TEXT} characters`, 'invalidValue');
  const email = workEmail(profile) ?? fallbackEmail;
  if (!email) throw new ScimError(400, 'A work e-mail (emails[type eq "work"].value) or an e-mail userName is required', 'invalidValue');
  if (email.length > 320) throw new ScimError(400, 'The e-mail is too long', 'invalidValue');
  const external = profile.externalId;
  if (external !== undefined && (typeof external !== 'string' || external.length > MAX_TEXT)) {
    throw new ScimError(400, 'externalId must be a string of at most 256 characters', 'invalidValue');
  }
  for (const value of [displayName(profile), profile.title, enterprise(profile).department, officeLocation(profile)]) {
    if (typeof value === 'string' && value.length > MAX_TEXT) throw new ScimError(400, `A text attribute is longer than ${MAX_TEXT} characters`, 'invalidValue');
  }
  if (roleValues(profile).length > 100) throw new ScimError(400, 'At most 100 roles', 'invalidValue');
  return { userName, email };
}

/**
 * Resolves a manager reference to a provisioned person's user id: null when none or not provisioned yet.
 * A reference to oneself resolves to oneself, which `applyProvisionedPerson` refuses (400).
 */
export async function resolveManager(tx: Tx, reference: string | null): Promise<string | null> {
  if (!reference) return null;
  const manager = await scimUserRepository.findByReference(tx, reference);
  return manager?.userId ?? null;
}

/**
 * A manager just arrived (or their externalId changed): the provisioned people whose manager reference
 * named them and waited get them as manager, on `users.manager_id` too ("resolved when that
 * person arrives"). A report whose waiting reference would now make the line loop keeps no manager and
 * keeps the reference; it is named in the returned detail for the provisioning log.
 * @returns a log detail naming the reports left unresolved, or null.
 */
export async function resolveWaitingManagers(tx: Tx, references: string[], managerUserId: string): Promise<string | null> {
  const skipped: string[] = [];
  for (const report of await scimUserRepository.findWaitingReports(tx, references, managerUserId)) {
    try {
      await setProvisionedManager(tx, report.userId, managerUserId);
    } catch (error) {
      if (!(error instanceof ScimError)) throw error;
      skipped.push(report.userName);
      continue;
    }
    await scimUserRepository.setResolvedManager(tx, report.id, managerUserId);
  }
  return skipped.length > 0 ? `Manager not applied (the reporting line would loop) for: ${skipped.slice(0, 20).join(', ')}` : null;
}

/** The person's fields from the SCIM attributes. */
export function personFromProfile(profile: ScimProfile, email: string, isActive: boolean, managerUserId: string | null): ProvisionedPerson {
  return {
    email,
    name: displayName(profile),
    isActive,
    jobTitle: text(profile.title),
    department: text(enterprise(profile).department),
    officeLocation: officeLocation(profile),
    managerRef: managerReference(profile),
    managerUserId,
  };
}

/**
 * Applies the profile to a provisioned person inside `tx`: the person's fields, the manager, the app
 * roles and the audit record. Used by create, replace and patch. `appRoles`: how many app roles were understood.
 * @throws ScimError 400 `invalidValue` when the manager would make the reporting line loop.
 */
export async function applyProfile(
  tx: Tx,
  context: WriteContext,
  target: { scimId: string; userId: string; wasActive: boolean; before: ProvisionedPerson | null },
  profile: ScimProfile,
  email: string,
): Promise<{ unknownRoles: string[]; appRoles: number; person: ProvisionedPerson }> {
  const isActive = profile.active !== false;
  const { wanted, unknown } = parseAppRoles(roleValues(profile));
  const managerUserId = await resolveManager(tx, managerReference(profile));
  const person = personFromProfile(profile, email, isActive, managerUserId);
  // The last-admin rule: deactivation or losing a provisioned Admin.all may not leave no active Admin on 'all' (409).
  const roleChanges = await keepingAnActiveAdmin(tx, target.userId, async () => {
    await applyProvisionedPerson(tx, target.userId, person, target.before);
    return syncProvisionedRoles(tx, target.userId, wanted, context.tokenId);
  });
  await writeAudit(tx, {
    actorId: context.tokenId,
    action: target.before ? 'user.provisioning_updated' : 'user.provisioned',
    entity: 'user',
    entityId: target.userId,
    before: target.before,
    after: { ...person, scimId: target.scimId, via: 'provisioning', roles: roleChanges },
  });
  if (target.before && target.wasActive !== isActive) {
    await writeAudit(tx, {
      actorId: context.tokenId,
      action: isActive ? 'user.activated' : 'user.deactivated',
      entity: 'user',
      entityId: target.userId,
      before: { isActive: target.wasActive },
      after: { isActive, via: 'provisioning' },
    });
  }
  return { unknownRoles: unknown, appRoles: wanted.length, person };
}
