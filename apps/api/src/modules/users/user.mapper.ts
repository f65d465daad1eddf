import type { User } from '@apps/contracts/core/user';
import type { UserRow } from './user.repository';

/** Database row -> the `User` DTO of the contracts. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    azureId: row.azureId,
    name: row.name,
    avatarUrl: row.avatarUrl,
    isActive: row.isActive,
    managerId: row.managerId,
    jobTitle: row.jobTitle,
    department: row.department,
    officeLocation: row.officeLocation,
    createdAt: row.createdAt.toISOString(),
  };
}
