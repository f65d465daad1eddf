import type { JobPosting } from '@apps/contracts/hire/job-posting';
import type { JobPostingRow } from './job-posting.repository';

/** Database row -> the `JobPosting` DTO of the contracts. */
export function toJobPostingDto(row: JobPostingRow): JobPosting {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    experienceLevel: row.experienceLevel,
    requiredSkills: row.requiredSkills,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
