import type { Candidate, RegisterCandidateInput } from '@apps/contracts/hire/candidate';
import type { CreateJobPostingInput, JobPosting, JobStatus } from '@apps/contracts/hire/job-posting';
import { envelope, uniqueEmail, type TestApp, type TestPerson } from '../helper';

/** A valid `POST /v1/hire/jobs` body. */
export function jobInput(overrides: Partial<CreateJobPostingInput> = {}): CreateJobPostingInput {
  return {
    title: 'Senior Backend Engineer',
    description: 'Build and run the services behind our internal applications.',
    department: 'Engineering',
    location: 'Bengaluru',
    ...overrides,
  };
}

/** Creates a job posting through the API as `as` and moves it to `status` (Draft by default). */
export async function createJob(
  t: TestApp,
  as: TestPerson,
  overrides: Partial<CreateJobPostingInput> = {},
  status: JobStatus = 'Draft',
): Promise<JobPosting> {
  const created = await t.request({ method: 'POST', url: '/v1/hire/jobs', as, payload: jobInput(overrides) });
  if (created.statusCode !== 201) throw new Error(`createJob: ${created.statusCode} ${created.body}`);
  let job = envelope<JobPosting>(created).data;
  if (status !== 'Draft') job = envelope<JobPosting>(await t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/publish`, as })).data;
  if (status === 'Closed') job = envelope<JobPosting>(await t.request({ method: 'POST', url: `/v1/hire/jobs/${job.id}/close`, as })).data;
  return job;
}

/** A valid `POST /v1/hire/candidates` body with a unique e-mail. */
export function candidateInput(overrides: Partial<RegisterCandidateInput> = {}): RegisterCandidateInput {
  return {
    fullName: 'Priya Sharma',
    email: uniqueEmail('candidate'),
    phone: '+91 98450 12345',
    currentRole: 'Software Engineer',
    currentCompany: 'Acme Systems',
    totalExperience: 4.5,
    source: 'LinkedIn',
    expectedSalary: 1_250_000,
    ...overrides,
  };
}

/** Registers a candidate through the API as `as`. */
export async function createCandidate(t: TestApp, as: TestPerson, overrides: Partial<RegisterCandidateInput> = {}): Promise<Candidate> {
  const response = await t.request({ method: 'POST', url: '/v1/hire/candidates', as, payload: candidateInput(overrides) });
  if (response.statusCode !== 201) throw new Error(`createCandidate: ${response.statusCode} ${response.body}`);
  return envelope<Candidate>(response).data;
}
