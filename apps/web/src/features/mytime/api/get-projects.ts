import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@apps/contracts/mytime/project';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/projects`: every project by name (the items of one page of at most 500). */
export function getProjects(): Promise<Project[]> {
  return api.get<Page<Project>>('/mytime/projects', { query: { limit: 500 } }).then((page) => page.items);
}

export function getProjectsQueryOptions() {
  return queryOptions({ queryKey: mytimeKeys.projects(), queryFn: getProjects });
}

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}
