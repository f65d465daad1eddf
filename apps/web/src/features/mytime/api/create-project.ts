import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, SaveProject } from '@apps/contracts/mytime/project';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `POST /v1/mytime/projects` (Admin on mytime or all). */
export function createProject(input: SaveProject): Promise<Project> {
  return api.post<Project>('/mytime/projects', input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.projects() }) });
}
