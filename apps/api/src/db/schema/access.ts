import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_REQUEST_STATUSES, type AccessRequestStatus } from '@apps/contracts/core/access-request.values';
import { ALL_MODULES, MODULE_IDS, type ModuleId, type RoleModule } from '@apps/contracts/module-ids';
import { roles, users } from './core';
import { enumCheck } from './enum-check';

/**
 * The roles every new person receives (default roles): an admin sets the list in User Management;
 * first sign-in, the people import and provisioning without app roles give each row to the person
 * they create, one audited assignment per row.
 */
export const roleDefaults = pgTable(
  'role_defaults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    module: text('module').$type<RoleModule>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_defaults_role_module_key').on(t.roleId, t.module),
    enumCheck('role_defaults_module_check', t.module, [...MODULE_IDS, ALL_MODULES]),
  ],
);

/**
 * A person's request for access to a module ("Request access" on a locked tile). At most one open
 * request per person and module (the partial unique index); it closes when the person is given a
 * role on that module or on 'all'.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').$type<ModuleId>().notNull(),
    status: text('status').$type<AccessRequestStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_requests_open_key').on(t.userId, t.module).where(sql`${t.status} = 'open'`),
    index('access_requests_status_created_idx').on(t.status, t.createdAt),
    enumCheck('access_requests_module_check', t.module, MODULE_IDS),
    enumCheck('access_requests_status_check', t.status, ACCESS_REQUEST_STATUSES),
  ],
);
