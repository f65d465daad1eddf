import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@apps/contracts/mytime/project';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/projects`: every project by name (at most 500). */
export function getProjects(): Promise<Project[]> {
  return api.get<Project[]>('/mytime/projects', { query: { limit: 500 } });
}

export function getProjectsQueryOptions() {
  return queryOptions({ queryKey: mytimeKeys.projects(), queryFn: getProjects });
}

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}
