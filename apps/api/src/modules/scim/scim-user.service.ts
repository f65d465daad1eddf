import { sameId } from '@apps/contracts/common';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { keepingAnActiveAdmin } from '../roles/admin-invariant.service';
import * as directory from '../users/user-directory.service';
import { syncProvisionedRoles } from './provisioning-roles';
import { applyRoleDefaults } from '../roles/role-defaults.service';
import { applyProfile, isObjectId, personFromProfile, requireValidProfile, resolveManager, resolveWaitingManagers, type WriteContext, type WriteOutcome } from './scim-user-write';
import { readableDetail, ScimError } from './scim-error';
import { parseUserFilter } from './scim-filter';
import { normaliseResource } from './scim-normalise';
import { applyPatch, validatePatchMessage } from './scim-patch';
import { MAX_PAGE_SIZE, SCIM, SCIMMY } from './scim-schema';
import { managerReference, toScimUser, type ScimProfile } from './scim-user.mapper';
import * as scimUserRepository from './scim-user.repository';

/** A SCIM User resource as sent. */
export type ScimUserResource = Record<string, unknown>;

/** The result of a write: the resource to answer and what the log records. */
export interface WriteResult {
  resource: ScimUserResource;
  outcome: WriteOutcome;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** scimmy's inbound coercion; its type errors become SCIM 400s. */
function coerce(body: unknown): ScimProfile {
  let instance: object;
  try {
    instance = new SCIMMY.Schemas.User(body, 'in');
  } catch (error) {
    const scim = error as { scimType?: string };
    const detail = readableDetail(error, 'The request body is not a valid SCIM User: check the types of its attributes');
    throw new ScimError(400, detail, (scim.scimType as 'invalidValue' | undefined) ?? 'invalidValue');
  }
  const { schemas: _schemas, meta: _meta, id: _id, ...profile } = JSON.parse(JSON.stringify(instance)) as ScimProfile;
  return profile;
}

/** Parses a POST or PUT body into stored SCIM attributes (normalised first). */
export function parseUserBody(body: unknown): ScimProfile {
  if (!isObject(body)) throw new ScimError(400, 'The request body must be a SCIM User object', 'invalidSyntax');
  return coerce(normaliseResource(body));
}

/**
 * A query parameter given at most once, as text. A parameter repeated (`?filter=a&filter=b`) arrives
 * as a list; it is refused rather than read as one of its values.
 * @throws ScimError 400 `invalidValue`.
 */
export function queryParameter(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new ScimError(400, `The query parameter "${name}" must be given once`, 'invalidValue');
}

function pageNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^-?\d{1,9}$/.test(value)) throw new ScimError(400, `${name} must be an integer`, 'invalidValue');
  return Number(value);
}

/**
 * `GET /Users` (RFC 7644 section 3.4.2): `filter`, 1-based `startIndex`, `count` (at most 200), from
 * the query string as parsed (each given at most once).
 * @throws ScimError 400 `invalidFilter` or `invalidValue`.
 */
export async function listUsers(db: Db, query: Record<string, unknown>, baseUrl: string) {
  const startIndex = Math.max(1, pageNumber(queryParameter(query, 'startIndex'), 'startIndex', 1));
  const count = Math.min(MAX_PAGE_SIZE, Math.max(0, pageNumber(queryParameter(query, 'count'), 'count', 100)));
  const filter = queryParameter(query, 'filter');
  const groups = filter ? parseUserFilter(filter) : null;
  const { rows, total } = await scimUserRepository.list(db, groups, startIndex - 1, count);
  return {
    schemas: [SCIM.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => toScimUser(row, baseUrl)),
  };
}

/** `GET /Users/{id}`. @throws ScimError 404. */
export async function getUser(db: Db, id: string, baseUrl: string): Promise<ScimUserResource> {
  const row = isUuid(id) ? await scimUserRepository.findById(db, id) : undefined;
  if (!row) throw new ScimError(404, `User ${id} not found`);
  return toScimUser(row, baseUrl);
}

function isUuid(value: string): boolean {
  return isObjectId(value);
}

function unknownRolesDetail(unknown: string[]): string | null {
  return unknown.length > 0 ? `Ignored unknown app roles: ${unknown.slice(0, 20).join(', ')}` : null;
}

function joinDetails(...details: Array<string | null>): string | null {
  const present = details.filter((detail): detail is string => detail !== null);
  return present.length > 0 ? present.join('; ') : null;
}

function uniquenessFromDatabase(error: unknown): never {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new ScimError(409, 'A user with this userName, externalId or e-mail already exists', 'uniqueness');
  throw error;
}

/**
 * `POST /Users`: the joiner. Creates the person, or links the account that already has
 * this e-mail (or this object id) and is not provisioned; answers the resource.
 * @throws ScimError 409 `uniqueness` for a `userName` or `externalId` already provisioned.
 */
export async function createUser(db: Db, context: WriteContext, body: unknown, baseUrl: string): Promise<WriteResult> {
  const profile = parseUserBody(body);
  const { userName, email } = requireValidProfile(profile, null, null);
  const externalId = typeof profile.externalId === 'string' ? profile.externalId : null;
  try {
    return await db.transaction(async (tx) => {
      if (await scimUserRepository.findClash(tx, userName, externalId, null)) {
        throw new ScimError(409, `A user with userName "${userName}" or this externalId is already provisioned`, 'uniqueness');
      }
      const objectId = isObjectId(externalId) ? externalId.toLowerCase() : null;
      let user = (objectId ? await directory.findPersonByObjectId(tx, objectId) : undefined) ?? (await directory.findPersonByEmail(tx, email));
      if (user && (await scimUserRepository.findByUserId(tx, user.id))) {
        throw new ScimError(409, `The person with e-mail ${email} is already provisioned under another userName`, 'uniqueness');
      }
      if (user && objectId && user.azureId && !sameId(user.azureId, objectId)) {
        throw new ScimError(409, `The e-mail ${email} belongs to a person linked to a different Microsoft account`, 'uniqueness');
      }
      const wasActive = user?.isActive ?? false;
      const isNew = !user;
      if (!user) {
        user = await directory.insertPerson(tx, { email, azureId: objectId, name: null });
        if (!user) throw new ScimError(409, `A user with e-mail ${email} already exists`, 'uniqueness');
      } else if (objectId && !user.azureId) {
        await directory.updatePerson(tx, user.id, { azureId: objectId });
      }
      const managerUserId = await resolveManager(tx, managerReference(profile));
      const { active: _active, ...stored } = profile;
      const row = await scimUserRepository.insert(tx, {
        userId: user.id,
        externalId,
        userName,
        profile: stored,
        managerRef: managerReference(profile),
        managerUserId,
      });
      const { unknownRoles, appRoles } = await applyProfile(tx, context, { scimId: row.id, userId: user.id, wasActive, before: null }, profile, email);
      // A new person whom Entra gives no app role starts with the default roles, like a first sign-in.
      if (isNew && appRoles === 0) await applyRoleDefaults(tx, [user.id], context.tokenId, 'provisioning');
      const unresolved = await resolveWaitingManagers(tx, [row.id, externalId ?? ''], user.id);
      const created = await scimUserRepository.findById(tx, row.id);
      return {
        resource: toScimUser(created!, baseUrl),
        outcome: { action: 'user.created', resourceId: row.id, detail: joinDetails(unknownRolesDetail(unknownRoles), unresolved) },
      };
    });
  } catch (error) {
    return uniquenessFromDatabase(error);
  }
}

async function writeExisting(
  db: Db,
  context: WriteContext,
  id: string,
  baseUrl: string,
  nextProfile: (current: ScimProfile) => Promise<ScimProfile | null>,
): Promise<WriteResult> {
  if (!isUuid(id)) throw new ScimError(404, `User ${id} not found`);
  try {
    return await db.transaction(async (tx) => {
      const row = await scimUserRepository.findById(tx, id, true);
      if (!row) throw new ScimError(404, `User ${id} not found`);
      const current: ScimProfile = { ...(row.profile as ScimProfile), userName: row.userName, active: row.isActive };
      if (row.externalId) current.externalId = row.externalId;
      const profile = await nextProfile(current);
      if (!profile) return { resource: toScimUser(row, baseUrl), outcome: { action: 'user.unchanged', resourceId: id, detail: null } };
      const user = await directory.findPersonById(tx, row.userId);
      const { userName, email } = requireValidProfile(profile, user?.email ?? null, current);
      const externalId = typeof profile.externalId === 'string' ? profile.externalId : null;
      if (await scimUserRepository.findClash(tx, userName, externalId, id)) {
        throw new ScimError(409, `Another user already has userName "${userName}" or this externalId`, 'uniqueness');
      }
      const before = personFromProfile(current, user?.email ?? email, row.isActive, row.managerUserId);
      const managerUserId = await resolveManager(tx, managerReference(profile));
      const { active: _active, ...stored } = profile;
      await scimUserRepository.update(tx, id, { externalId, userName, profile: stored, managerRef: managerReference(profile), managerUserId });
      const { unknownRoles } = await applyProfile(tx, context, { scimId: id, userId: row.userId, wasActive: row.isActive, before }, profile, email);
      const unresolved = externalId && !sameId(externalId, row.externalId) ? await resolveWaitingManagers(tx, [externalId], row.userId) : null;
      const updated = await scimUserRepository.findById(tx, id);
      const action = row.isActive && profile.active === false ? 'user.deactivated' : !row.isActive && profile.active !== false ? 'user.reactivated' : 'user.updated';
      return { resource: toScimUser(updated!, baseUrl), outcome: { action, resourceId: id, detail: joinDetails(unknownRolesDetail(unknownRoles), unresolved) } };
    });
  } catch (error) {
    return uniquenessFromDatabase(error);
  }
}

/** `PUT /Users/{id}`: replaces every attribute. @throws ScimError 400, 404, 409. */
export async function replaceUser(db: Db, context: WriteContext, id: string, body: unknown, baseUrl: string): Promise<WriteResult> {
  const profile = parseUserBody(body);
  return writeExisting(db, context, id, baseUrl, async () => profile);
}

/**
 * `PATCH /Users/{id}` (RFC 7644 section 3.5.2) in both of Entra's dialects: the operations are
 * normalised, then scimmy applies them to the stored resource under a row lock, so
 * concurrent PATCHes of one person apply one after the other and none is lost.
 * @throws ScimError 400 (a malformed message, bad operations, paths or values: `validatePatchMessage`,
 *   `applyPatch`), 404, 409.
 */
export async function patchUser(db: Db, context: WriteContext, id: string, body: unknown, baseUrl: string): Promise<WriteResult> {
  if (!isObject(body)) throw new ScimError(400, 'The request body must be a SCIM PatchOp message', 'invalidSyntax');
  // The operations are checked once the person is found: a PATCH of someone unknown is 404 whatever its operations.
  return writeExisting(db, context, id, baseUrl, (current) => applyPatch(validatePatchMessage(body), current));
}

/**
 * `DELETE /Users/{id}`: the leaver for good. Deactivates the person, removes the roles
 * provisioning gave, and detaches them from provisioning (a later GET is 404); their timesheets,
 * leave and reviews stay.
 * @throws ScimError 404; 409 when they are the last active Admin on 'all'.
 */
export async function deleteUser(db: Db, context: WriteContext, id: string): Promise<WriteOutcome> {
  if (!isUuid(id)) throw new ScimError(404, `User ${id} not found`);
  return db.transaction(async (tx) => {
    const row = await scimUserRepository.findById(tx, id, true);
    if (!row) throw new ScimError(404, `User ${id} not found`);
    const roles = await keepingAnActiveAdmin(tx, row.userId, async () => {
      await directory.updatePerson(tx, row.userId, { isActive: false });
      return syncProvisionedRoles(tx, row.userId, [], context.tokenId);
    });
    await scimUserRepository.remove(tx, id);
    await writeAudit(tx, {
      actorId: context.tokenId,
      action: 'user.deprovisioned',
      entity: 'user',
      entityId: row.userId,
      before: { scimId: id, userName: row.userName, externalId: row.externalId, isActive: row.isActive },
      after: { isActive: false, via: 'provisioning', roles },
    });
    return { action: 'user.deleted', resourceId: id, detail: null };
  });
}
