import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/users/{id}`: the person with manager, job title, department and office location. */
export function getPerson(userId: string): Promise<User> {
  return api.get<User>(`/users/${userId}`);
}

/** The person `userId`, or nothing while `userId` is null. */
export function usePerson(userId: string | null) {
  return useQuery({ queryKey: adminKeys.person(userId ?? ''), queryFn: () => getPerson(userId!), enabled: userId !== null });
}

/** `GET /v1/users/{id}/direct-reports?limit=&offset=`: a page of direct reports ordered by name. */
export function getDirectReports(userId: string, limit: number, offset: number): Promise<Page<User>> {
  return api.get<Page<User>>(`/users/${userId}/direct-reports?limit=${limit}&offset=${offset}`);
}

/** A page of `userId`'s direct reports; the previous page stays on screen while the next one loads. */
export function useDirectReports(userId: string, limit: number, offset: number) {
  return useQuery({
    queryKey: adminKeys.directReports(userId, limit, offset),
    queryFn: () => getDirectReports(userId, limit, offset),
    placeholderData: keepPreviousData,
  });
}
