import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Erasure } from '@apps/contracts/core/personal-data';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `POST /v1/users/{id}/erase`: deactivates and anonymises a person, irreversibly (Admin on all). */
export function eraseUser(userId: string): Promise<Erasure> {
  return api.post<Erasure>(`/users/${userId}/erase`);
}

export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
