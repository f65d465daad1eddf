import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** What the User Management detail saves of a person: their reporting line and profile texts. */
export interface PersonChanges {
  managerId: string | null;
  jobTitle: string | null;
  department: string | null;
  officeLocation: string | null;
}

/**
 * `PATCH /v1/users/{id}` with `managerId`, `jobTitle`, `department`, `officeLocation` (Admin on all).
 * @throws ApiError 400 with `validationErrors` (e.g. `managerId`: the line would loop).
 */
export function updatePerson({ userId, changes }: { userId: string; changes: PersonChanges }): Promise<User> {
  return api.patch<User>(`/users/${userId}`, changes);
}

/** Saves a person's line and profile; every people query (lists, details, reports) reloads. */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
