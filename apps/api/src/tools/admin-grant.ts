import { z } from 'zod';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedRolesAndPermissions } from '../db/seed/base';
import { grantGlobalAdminByEmail } from '../modules/users/admin-grant.service';

/**
 * `npm run admin:grant -- <email>`: gives Admin on 'all' to an existing user (reactivating a
 * deactivated account), or records a future user by e-mail so their first Microsoft sign-in finds the
 * account. The way to create the first
 * administrator in production besides ADMIN_OBJECT_IDS and ADMIN_EMAILS (docs/administration.md "The first administrator").
 */
async function main(): Promise<void> {
  const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
  if (!email.success) {
    console.error('Usage: npm run admin:grant -- <email>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await seedRolesAndPermissions(database.db);
    const result = await grantGlobalAdminByEmail(database.db, email.data);
    console.info(
      result.created
        ? `${result.email} is now Admin on all modules${result.signedIn ? '' : ' (applies at their first sign-in)'}.`
        : `${result.email} already was Admin on all modules.`,
    );
    if (result.reactivated) console.info(`${result.email} was deactivated and is active again.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
