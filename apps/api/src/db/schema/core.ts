import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACTIONS, RESOURCE_MODULES, type Action, type Resource } from '@apps/contracts/core/role-grants';
import { roleModuleValues, type RoleModule } from '@apps/contracts/module-ids';
import { enumCheck } from './enum-check';

/**
 * The text-search vector of a person: the words of the name and of the e-mail address
 * (split at `.`, `@`, `_`, `-`, `+`), lower-cased by the `simple` configuration (no stemming, no stop
 * words). The GIN index `users_search_idx` is on exactly this expression; queries must use it too.
 */
export function userSearchVector(name: SQL | AnyPgColumn, email: SQL | AnyPgColumn): SQL {
  return sql`to_tsvector('simple'::regconfig, coalesce(${name}, '') || ' ' || translate(${email}, '.@_-+', '     '))`;
}

/** The order of people in pages: the name lower-cased, the e-mail address without one. */
export function userSortKey(name: SQL | AnyPgColumn, email: SQL | AnyPgColumn): SQL {
  return sql`lower(coalesce(${name}, ${email}))`;
}

/**
 * People (users): those who have signed in, and those an admin imported or Entra
 * provisioned before their first sign-in. E-mail is unique without regard to case. `manager_id` is the
 * reporting line: at most one manager, never oneself, no cycles (the service checks under
 * an advisory lock); deleting a manager leaves their reports without one (the service first moves them
 * up a level).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    azureId: text('azure_id'),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    department: text('department'),
    officeLocation: text('office_location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_azure_id_key').on(t.azureId),
    index('users_manager_id_idx').on(t.managerId),
    // People search (word prefixes of name and e-mail) and pages ordered by name.
    index('users_search_idx').using('gin', userSearchVector(t.name, t.email)),
    index('users_name_order_idx').on(userSortKey(t.name, t.email), t.id),
    check('users_manager_not_self_check', sql`${t.managerId} is null or ${t.managerId} <> ${t.id}`),
  ],
);

/**
 * The reporting line as a closure table: one row for every person and each person above them,
 * `depth` levels apart (0 for the person themselves, 1 for their manager, ...), so "everyone below M"
 * is a read of the primary key's prefix and "the managers above X, nearest first" a read of
 * `reporting_line_closure_descendant_depth_idx`. Kept by the database: the triggers on `users` written in
 * migration `reporting_line_closure` (insert; update of `manager_id`) change it in the statement that
 * changes a manager, whoever writes (docs/decisions/0119). `npm run line:verify` rebuilds it from
 * `users.manager_id` and compares. The primary key also carries `depth` (`INCLUDE`, written in migration
 * `line_index_only_reads`, which this schema cannot express), so "is X below M, how far" is read from
 * the index alone (docs/decisions/0122).
 */
export const reportingLineClosure = pgTable(
  'reporting_line_closure',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    // `ancestor_id` as a key column too, so the managers above X are read from the index alone.
    index('reporting_line_closure_descendant_depth_idx').on(t.descendantId, t.depth, t.ancestorId),
    check('reporting_line_closure_depth_check', sql`${t.depth} >= 0`),
  ],
);

/**
 * The reporting line as a materialised path: for every person, the managers above them from the top of
 * the organisation down to their own manager (`manager_ids`), and those managers' names, else e-mail
 * addresses, in the same order (`manager_labels`; the person themselves is in neither). A list row's place
 * below a manager (`linePlacement`) is then a slice of its owner's path, one primary-key read a row, where
 * the closure took a read of the owner's managers and one of `users` for each of their names
 * (docs/decisions/0132). Kept by the database: the triggers on `users` written in migration
 * `reporting_line_paths` rewrite the paths of a subtree in the statement that inserts a person or changes
 * a manager, and set a renamed manager's label in the paths below them, whoever writes.
 * `npm run line:verify` rebuilds the paths from the closure and the names and compares.
 */
export const reportingLinePaths = pgTable('reporting_line_paths', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  managerIds: uuid('manager_ids').array().notNull(),
  managerLabels: text('manager_labels').array().notNull(),
});

/**
 * The words of each person's name and e-mail address (the lexemes of `userSearchVector`), each with the
 * person's sort key (`userSortKey`), so a one-word search reads a word's people in page order and stops
 * after the page: `people_search_words_walk_idx` on (first letter of the word, sort key, person)
 * `INCLUDE (word)`, written in migration `people_search_words` (the schema cannot express `INCLUDE`),
 * where the GIN index of `userSearchVector` hands back every match to be sorted (a picker's "sha" is 1,000
 * people of 100,000; docs/decisions/0126). Kept by the database: the trigger on `users` of that migration
 * rewrites a person's words in the statement that inserts them or changes their name or e-mail address,
 * whoever writes; deleting the person deletes them.
 */
export const peopleSearchWords = pgTable(
  'people_search_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    sortKey: text('sort_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);

/**
 * A manager's delegate for a date range: from `start_date` to `end_date` (inclusive) the
 * delegate sees and decides what the manager could. Audit records of such decisions name both.
 */
export const delegations = pgTable(
  'delegations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delegations_delegate_id_idx').on(t.delegateId, t.startDate),
    index('delegations_manager_id_idx').on(t.managerId),
    check('delegations_range_check', sql`${t.endDate} >= ${t.startDate}`),
    check('delegations_not_self_check', sql`${t.delegateId} <> ${t.managerId}`),
  ],
);

/** Roles: Admin, Manager, Employee, Recruiter are seeded. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

/** A role held on one module or on 'all' (user_roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    /** Where the assignment came from: given by hand in User Management, or by Entra provisioning. */
    source: text('source').$type<'manual' | 'provisioning'>().notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_roles_user_role_module_key').on(t.userId, t.roleId, t.module),
    index('user_roles_user_id_idx').on(t.userId),
    check('user_roles_source_check', sql`${t.source} in ('manual', 'provisioning')`),
    enumCheck('user_roles_module_check', t.module, roleModuleValues()),
  ],
);

/**
 * What a role may do: `resource` x `action` when the role is held on `module` (or on 'all'; a record
 * on 'all' needs the role on 'all'). SPEC.md section 3, permissions. Written from the contracts'
 * ROLE_GRANTS at every start: a read-only view of the policy.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    module: text('module').$type<RoleModule>().notNull(),
    resource: text('resource').$type<Resource>().notNull(),
    action: text('action').$type<Action>().notNull(),
  },
  (t) => [
    uniqueIndex('permissions_role_module_resource_action_key').on(t.roleId, t.module, t.resource, t.action),
    enumCheck('permissions_module_check', t.module, roleModuleValues()),
    enumCheck('permissions_resource_check', t.resource, Object.keys(RESOURCE_MODULES)),
    enumCheck('permissions_action_check', t.action, ACTIONS),
  ],
);

/**
 * One row per state change and role change: who (`actor_id`, kept even after the user is deleted),
 * what (`action` on `entity`/`entity_id`), when, and the record before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
    // The audit screen's filters, each read newest first (`GET /v1/audit`, a backward scan).
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_entity_id_created_idx').on(t.entityId, t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt, t.id),
  ],
);

/** Small server-owned settings shared by every instance (the development signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
