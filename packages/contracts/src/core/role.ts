import { z } from 'zod';
import { IdSchema } from '../common';
import { RoleModuleSchema } from '../modules';
import { RoleSourceSchema } from './provisioning';

/** Role names seeded in every database (ARCHITECTURE.md "Fixed contracts"). */
export const ROLE_NAMES = ['Admin', 'Manager', 'Employee', 'Recruiter'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * 409 message when a change would leave no active Admin on 'all': removing the
 * role, deactivating or deleting the last one.
 */
export const LAST_ADMIN_MESSAGE = 'At least one administrator with access to all modules must remain';

/** A role (roles). */
export const RoleSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string().nullable(),
});
export type Role = z.infer<typeof RoleSchema>;

/** A role assignment on one module or 'all', with the role embedded (user_roles). */
export const UserRoleSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  roleId: IdSchema,
  module: RoleModuleSchema,
  role: RoleSchema,
  /**
   * 'provisioning' when Entra's app roles gave it; such assignments follow Entra. The server
   * always sends it; optional because sessions persisted before it existed lack it (absent = 'manual').
   */
  source: RoleSourceSchema.optional(),
});
export type UserRole = z.infer<typeof UserRoleSchema>;

/** `GET /v1/users/{id}/roles`: the distinct roles held and every assignment. */
export const UserRolesResponseSchema = z.object({
  roles: z.array(RoleSchema),
  userRoles: z.array(UserRoleSchema),
});
export type UserRolesResponse = z.infer<typeof UserRolesResponseSchema>;

/** Body of `POST /v1/user-roles` (admin). */
export const AssignRoleSchema = z.object({
  userId: IdSchema,
  roleId: IdSchema,
  module: RoleModuleSchema,
});
export type AssignRole = z.infer<typeof AssignRoleSchema>;

/**
 * A permission record (permissions): the role may do `action` to `resource` when
 * held on `module` (a record on 'all' needs the role on 'all'). Written from ROLE_GRANTS
 * (`core/role-grants.ts`).
 */
export const PermissionSchema = z.object({
  id: IdSchema,
  roleId: IdSchema,
  module: RoleModuleSchema,
  resource: z.string(),
  action: z.string(),
});
export type Permission = z.infer<typeof PermissionSchema>;

/** Query of `GET /v1/permissions?roleIds=a,b`: a comma-separated list of role ids (at most 50). */
export const PermissionsQuerySchema = z.object({
  roleIds: z
    .string()
    .max(50 * 37, { message: 'Too many role ids' })
    .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(IdSchema).max(50, { message: 'Too many role ids' })),
});
