import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRole } from '@apps/contracts/core/role';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/user-roles`: every role assignment with its role (Admin on all). */
export function getUserRoleAssignments(): Promise<UserRole[]> {
  return api.get<UserRole[]>('/user-roles');
}

export function getUserRoleAssignmentsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.assignments(), queryFn: getUserRoleAssignments });
}

export function useUserRoleAssignments() {
  return useQuery(getUserRoleAssignmentsQueryOptions());
}
