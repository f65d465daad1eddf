import { count } from 'drizzle-orm';
import type { Caller } from '../../lib/access';
import { seedAccessRequest } from '../../modules/access/access.seed';
import { seedRoleDefaults } from '../../modules/roles/role.seed';
import type { Db } from '../client';
import { accessRequests, roleDefaults } from '../schema/access';
import type { DemoSeeder } from './demo';

const ADMIN = 'aarav.mehta@example.com';
const NEW_JOINER = 'sanjay.rao@example.com';

/** A demo person as a caller of a service (their roles do not matter to these two calls). */
function callerOf(id: string, email: string): Caller {
  return { id, assignments: [], user: { id, email, name: null, isActive: true } };
}

/**
 * Default roles and access requests demo data (dev mode), written once (while neither table has a
 * row): Aarav (Admin) sets Employee on MyTime and Grow as the default roles of new people, and Sanjay
 * Rao, the new joiner without roles, has asked for MyTime, so Aarav's bell shows the request with a
 * link to Sanjay in User Management.
 */
export const seedAccessDemo: DemoSeeder = async (db: Db, people) => {
  const [defaults] = await db.select({ n: count() }).from(roleDefaults);
  const [requests] = await db.select({ n: count() }).from(accessRequests);
  if ((defaults?.n ?? 0) > 0 || (requests?.n ?? 0) > 0) return;
  const adminId = people.get(ADMIN);
  const joinerId = people.get(NEW_JOINER);
  if (!adminId || !joinerId) return;
  await seedRoleDefaults(db, callerOf(adminId, ADMIN), [{ roleName: 'Employee', module: 'mytime' }, { roleName: 'Employee', module: 'grow' }]);
  await seedAccessRequest(db, callerOf(joinerId, NEW_JOINER), 'mytime');
};
