import { z } from 'zod';
import { IdSchema } from '../common';
import { RoleModuleSchema } from '../modules';
import { ROLE_NAMES, UserRoleSchema } from './role';

/**
 * Default roles and bulk assignment (User Management). Default roles are given to every person created
 * afterwards by first sign-in, the people import or provisioning without app roles.
 */

/** A role name as the API takes it: one of the seeded roles. */
export const RoleNameSchema = z.enum(ROLE_NAMES, { message: `Must be one of ${ROLE_NAMES.join(', ')}` });

/** One default role: a role name on a module or 'all'. */
export const RoleDefaultSchema = z.object({ roleName: RoleNameSchema, module: RoleModuleSchema });
export type RoleDefault = z.infer<typeof RoleDefaultSchema>;

/** The most default roles a list may hold (four roles on nine module values). */
export const MAX_ROLE_DEFAULTS = 36;

/** Body of `PUT /v1/role-defaults` and answer of `GET`/`PUT`: the whole list, replacing the previous one. */
export const RoleDefaultsSchema = z.object({
  items: z
    .array(RoleDefaultSchema)
    .max(MAX_ROLE_DEFAULTS, { message: `At most ${MAX_ROLE_DEFAULTS} default roles` })
    .refine((items) => new Set(items.map((item) => `${item.roleName}.${item.module}`)).size === items.length, {
      message: 'A role and module may appear once',
    }),
});
export type RoleDefaults = z.infer<typeof RoleDefaultsSchema>;

/** The most people one bulk assignment may name. */
export const MAX_BULK_ASSIGN = 500;

/** Body of `POST /v1/user-roles/bulk`: give one role on one module to every listed person, all or nothing. */
export const BulkAssignRoleSchema = z.object({
  userIds: z
    .array(IdSchema)
    .min(1, { message: 'Select at least one person' })
    .max(MAX_BULK_ASSIGN, { message: `At most ${MAX_BULK_ASSIGN} people at once` }),
  roleName: RoleNameSchema,
  module: RoleModuleSchema,
});
export type BulkAssignRole = z.infer<typeof BulkAssignRoleSchema>;

/** Answer of `POST /v1/user-roles/bulk`: the new assignments and how many people already held the role. */
export const BulkAssignResultSchema = z.object({
  assigned: z.array(UserRoleSchema),
  alreadyHeld: z.number().int(),
});
export type BulkAssignResult = z.infer<typeof BulkAssignResultSchema>;

/** Parses one `<Role>.<module>` value (Entra app role form, case-insensitive); undefined when not understood. */
export function parseRoleValue(raw: string): RoleDefault | undefined {
  const [rolePart, modulePart, ...rest] = raw.trim().split('.');
  const roleName = ROLE_NAMES.find((name) => name.toLowerCase() === rolePart?.toLowerCase());
  const parsedModule = RoleModuleSchema.safeParse(modulePart?.toLowerCase());
  if (!roleName || !parsedModule.success || rest.length > 0) return undefined;
  return { roleName, module: parsedModule.data };
}
