import type { Project } from '@apps/contracts/mytime/project';
import type { ProjectRow } from './project.repository';

/** Project row -> `Project` DTO. */
export function toProjectDto(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    clientName: row.clientName,
    billingType: row.billingType,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    projectManagerId: row.projectManagerId,
    projectManagerName: row.projectManagerName,
  };
}
