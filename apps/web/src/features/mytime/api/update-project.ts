import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, SaveProject } from '@apps/contracts/mytime/project';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `PUT /v1/mytime/projects/{id}`: replaces every field (Admin on mytime or all). */
export function updateProject({ id, project }: { id: string; project: SaveProject }): Promise<Project> {
  return api.put<Project>(`/mytime/projects/${id}`, project);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.projects() }) });
}
