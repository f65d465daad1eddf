import type { Candidate } from '@apps/contracts/hire/candidate';
import type { CandidateWithJob } from './candidate.repository';

/** Database row (with the linked posting's title) -> the `Candidate` DTO of the contracts. */
export function toCandidateDto(row: CandidateWithJob): Candidate {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    currentRole: row.currentRole,
    currentCompany: row.currentCompany,
    totalExperience: Number(row.totalExperience),
    source: row.source,
    expectedSalary: row.expectedSalary,
    status: row.status,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
