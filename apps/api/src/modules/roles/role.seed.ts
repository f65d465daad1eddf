import type { RoleDefault } from '@apps/contracts/core/role-defaults';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { setRoleDefaults } from './role-defaults.service';

// What the demo seed (db/seed) may write into roles: the same audited changes an administrator makes.

/**
 * Sets the default roles of new people as `admin` would on Manage Roles (replacing any, audited).
 * @throws ValidationError when a role name does not exist (roles not seeded).
 */
export async function seedRoleDefaults(db: Db, admin: Caller, items: RoleDefault[]): Promise<void> {
  await setRoleDefaults(db, admin, { items });
}
