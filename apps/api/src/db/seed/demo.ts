import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { roles, userRoles, users } from '../schema/core';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { DEMO_PEOPLE } from './demo-people';
import { seedGrowDemo } from './grow.demo';
import { seedHireDemo } from './hire.demo';
import { seedMytimeDemo } from './mytime.demo';

/** The demo people by e-mail -> user id, for module seeders. */
export type DemoDirectory = ReadonlyMap<string, string>;

/**
 * A module's demo data. It must check by itself whether it already ran (e.g. its table is not empty)
 * because every start in dev mode calls it.
 */
export type DemoSeeder = (db: Db, people: DemoDirectory) => Promise<void>;

/** Module demo seeders, in order; each module adds its own here. */
const MODULE_SEEDERS: DemoSeeder[] = [seedMytimeDemo, seedGrowDemo, seedHireDemo];

/**
 * Fills an empty database with the demo organisation (dev mode, `SEED_DEMO`): the people of
 * `DEMO_PEOPLE` with their roles, then each module's demo data.
 */
export async function seedDemo(db: Db): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count === 0) {
    const roleRows = await db.select().from(roles);
    const roleId = new Map(roleRows.map((role) => [role.name, role.id]));
    await db.transaction(async (tx) => {
      for (const person of DEMO_PEOPLE) {
        const [user] = await tx
          .insert(users)
          .values({ email: person.email, name: person.name, azureId: devObjectId(person.email) })
          .returning();
        const values = person.roles.map((r) => ({ userId: user!.id, roleId: roleId.get(r.role)!, module: r.module }));
        if (values.length > 0) await tx.insert(userRoles).values(values);
      }
    });
  }
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  const demoEmails = new Set(DEMO_PEOPLE.map((p) => p.email));
  const directory: DemoDirectory = new Map(rows.filter((r) => demoEmails.has(r.email)).map((r) => [r.email, r.id]));
  for (const seeder of MODULE_SEEDERS) await seeder(db, directory);
}
