import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/users`: every user ordered by e-mail (Admin on all). */
export function getUsers(): Promise<User[]> {
  return api.get<User[]>('/users');
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
