import type { Permission, Role, UserRole } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/modules';
import type { PermissionRow, RoleRow, UserRoleWithRole } from './role.repository';

export function toRoleDto(row: RoleRow): Role {
  return { id: row.id, name: row.name, description: row.description };
}

export function toUserRoleDto(row: UserRoleWithRole): UserRole {
  return {
    id: row.id,
    userId: row.userId,
    roleId: row.roleId,
    module: row.module as RoleModule,
    role: toRoleDto(row.role),
    source: row.source,
  };
}

export function toPermissionDto(row: PermissionRow): Permission {
  return { id: row.id, roleId: row.roleId, module: row.module, resource: row.resource, action: row.action };
}
