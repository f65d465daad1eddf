import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Bearer secrets of the SCIM endpoint. Only the SHA-256 of a secret is stored. `kind`
 * 'environment' is the one row mirroring `SCIM_TOKEN`; 'admin' rows are created in User Management.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<'environment' | 'admin'>().notNull().default('admin'),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scim_tokens_token_hash_key').on(t.tokenHash),
    check('scim_tokens_kind_check', sql`${t.kind} in ('environment', 'admin')`),
  ],
);

/**
 * A person as Entra provisioned them: the SCIM resource id is `id`; `user_id` is the
 * person in `users`. `profile` keeps the SCIM attributes as last written (normalised); the manager
 * reference is kept as sent and resolved to `manager_user_id` once that person is provisioned.
 */
export const provisionedUsers = pgTable(
  'provisioned_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    userName: text('user_name').notNull(),
    profile: jsonb('profile').notNull(),
    managerRef: text('manager_ref'),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provisioned_users_user_id_key').on(t.userId),
    uniqueIndex('provisioned_users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('provisioned_users_external_id_key').on(t.externalId),
    index('provisioned_users_manager_ref_idx').on(t.managerRef),
    index('provisioned_users_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** One line of the provisioning log: what a SCIM request did and how it ended. */
export const provisioningEvents = pgTable(
  'provisioning_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenId: uuid('token_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** What happened, e.g. `user.created`, `user.updated`, `role.unknown`, `request.failed`. */
    action: text('action').notNull(),
    status: integer('status').notNull(),
    resourceId: text('resource_id'),
    detail: text('detail'),
    ok: boolean('ok').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provisioning_events_created_at_idx').on(t.createdAt)],
);

