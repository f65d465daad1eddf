import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { roles, userRoles, users } from '../schema/core';
import { moduleDemoSeeders } from '../../api-modules';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { DEMO_PEOPLE } from './demo-people';
import { seedAccessDemo } from './access.demo';
import { seedAuditDemo } from './audit.demo';
import { seedNotificationsDemo } from './notifications.demo';
import { seedSettingsDemo } from './settings.demo';

/** The demo people by e-mail -> user id, for module seeders. */
export type DemoDirectory = ReadonlyMap<string, string>;

/**
 * A module's demo data. It must check by itself whether it already ran (e.g. its table is not empty)
 * because every start in dev mode calls it.
 */
export type DemoSeeder = (db: Db, people: DemoDirectory) => Promise<void>;

/**
 * The demo seeders, in order: each application module's (`demoSeeders` in api-modules.ts, in tile
 * order), then those of the platform's own data, which refer to the modules' records.
 */
export function demoSeeders(moduleSeeders: readonly DemoSeeder[] = moduleDemoSeeders()): DemoSeeder[] {
  return [...moduleSeeders, seedNotificationsDemo, seedAccessDemo, seedSettingsDemo, seedAuditDemo];
}

/**
 * Fills an empty database with the demo organisation (dev mode, `SEED_DEMO`): the people of
 * `DEMO_PEOPLE` with their roles and reporting line, then each module's demo data. A demo
 * database from before reporting lines (nobody has a manager) gets the missing people and the line.
 */
export async function seedDemo(db: Db): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  const [{ withManager }] = (await db.select({ withManager: sql<number>`count(manager_id)::int` }).from(users)) as [{ withManager: number }];
  if (count === 0 || withManager === 0) await seedPeople(db);
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  const demoEmails = new Set(DEMO_PEOPLE.map((p) => p.email));
  const directory: DemoDirectory = new Map(rows.filter((r) => demoEmails.has(r.email)).map((r) => [r.email, r.id]));
  for (const seeder of demoSeeders()) await seeder(db, directory);
}

/** Inserts the demo people not there yet (with roles and profile), then sets everyone's manager. */
async function seedPeople(db: Db): Promise<void> {
  const roleRows = await db.select().from(roles);
  const roleId = new Map(roleRows.map((role) => [role.name, role.id]));
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const person of DEMO_PEOPLE) {
      const profile = { jobTitle: person.jobTitle ?? person.title, department: person.department, officeLocation: person.officeLocation };
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email));
      if (existing) {
        await tx.update(users).set(profile).where(eq(users.id, existing.id));
        ids.set(person.email, existing.id);
        continue;
      }
      const [user] = await tx
        .insert(users)
        .values({ email: person.email, name: person.name, azureId: devObjectId(person.email), isActive: person.isActive ?? true, ...profile })
        .returning();
      ids.set(person.email, user!.id);
      const values = person.roles.map((r) => ({ userId: user!.id, roleId: roleId.get(r.role)!, module: r.module }));
      if (values.length > 0) await tx.insert(userRoles).values(values);
    }
    for (const person of DEMO_PEOPLE) {
      const managerId = person.manager ? ids.get(person.manager) : undefined;
      if (managerId) await tx.update(users).set({ managerId }).where(eq(users.id, ids.get(person.email)!));
    }
  });
}
