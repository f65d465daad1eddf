import type { RoleModule } from '@apps/contracts/modules';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import * as userRepository from './user.repository';

// The directory of people that sign-in, the auth hook, SCIM and `admin:grant` read and write. Each
// function runs on the handle it is given, so a caller's transaction (`tx`) keeps every write in it.
// Users owns the people; role assignments are the roles module's (role.service.ts).

/** A person's row as the directory stores it. */
export type PersonRow = userRepository.UserRow;

/** The person with this id, or undefined. */
export function findPersonById(db: DbOrTx, id: string): Promise<PersonRow | undefined> {
  return userRepository.findById(db, id);
}

/** The person with this directory object id (Entra `oid`), or undefined; one prepared read outside transactions. */
export function findPersonByObjectId(db: DbOrTx, objectId: string): Promise<PersonRow | undefined> {
  return userRepository.findByAzureId(db, objectId);
}

/** The person with this e-mail, compared case-insensitively, or undefined. */
export function findPersonByEmail(db: DbOrTx, email: string): Promise<PersonRow | undefined> {
  return userRepository.findByEmail(db, email);
}

/**
 * Adds a person (active, no manager). Returns undefined when a concurrent insert took the same
 * e-mail: the caller reads the person again by e-mail.
 */
export function insertPerson(
  db: DbOrTx,
  values: { email: string; azureId: string | null; name: string | null },
): Promise<PersonRow | undefined> {
  return userRepository.insert(db, values);
}

/** Changes a person's identity, activity or profile; the changed row, or undefined when there is none with `id`. */
export function updatePerson(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<PersonRow, 'azureId' | 'name' | 'email' | 'isActive' | 'jobTitle' | 'department' | 'officeLocation'>>,
): Promise<PersonRow | undefined> {
  return userRepository.update(db, id, values);
}

/**
 * The caller of a request by the token's directory object id: the person (active or not) and their
 * role assignments, read in one prepared query (every authenticated request runs it); null when
 * nobody has this object id.
 */
export async function callerByObjectId(db: Db, objectId: string): Promise<Caller | null> {
  const rows = await userRepository.findCallerRows(db, objectId);
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    user: { id: first.id, email: first.email, name: first.name, isActive: first.isActive },
    assignments: rows
      .filter((row) => row.roleName !== null && row.module !== null)
      .map((row) => ({ role: row.roleName!, moduleId: row.module as RoleModule })),
  };
}
