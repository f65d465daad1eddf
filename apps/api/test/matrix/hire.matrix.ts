import { managesCandidates, managesJobPostings, erasesCandidates } from '@apps/contracts/hire/hire.policy';
import { candidateInput, createCandidate, createJob, jobInput } from '../factories/hire';
import { statuses, usesModule, type MatrixRow } from './types';

/** Any role on hire reads (Employees see Open postings only). */
const hireReaders = statuses({ noRole: 403, employee: 200, manager: 200, recruiter: 200, admin: 200 });
/** Recruiter, Manager or Admin on hire: job posting changes and every candidate route. */
const hiring = statuses({ noRole: 403, employee: 403, manager: 200, recruiter: 200, admin: 200 });
const hiringCreates = statuses({ noRole: 403, employee: 403, manager: 201, recruiter: 201, admin: 201 });

/** Hire routes: job postings and candidates; records are made by the matrix Admin. */
export const hireMatrix: MatrixRow[] = [
  { route: 'POST /v1/hire/jobs', request: () => ({ url: '/v1/hire/jobs', payload: jobInput() }), expect: hiringCreates, policy: managesJobPostings },
  { route: 'GET /v1/hire/jobs', request: () => ({ url: '/v1/hire/jobs' }), expect: hireReaders, policy: usesModule('hire') },
  {
    route: 'GET /v1/hire/jobs/:id',
    request: async ({ t, people }) => ({ url: `/v1/hire/jobs/${(await createJob(t, people.admin, {}, 'Open')).id}` }),
    expect: hireReaders,
    policy: usesModule('hire'),
  },
  {
    route: 'PUT /v1/hire/jobs/:id',
    request: async ({ t, people }) => ({ url: `/v1/hire/jobs/${(await createJob(t, people.admin)).id}`, payload: { title: 'Renamed' } }),
    expect: hiring,
    policy: managesJobPostings,
  },
  {
    route: 'POST /v1/hire/jobs/:id/publish',
    request: async ({ t, people }) => ({ url: `/v1/hire/jobs/${(await createJob(t, people.admin)).id}/publish` }),
    expect: hiring,
    policy: managesJobPostings,
  },
  {
    route: 'POST /v1/hire/jobs/:id/close',
    request: async ({ t, people }) => ({ url: `/v1/hire/jobs/${(await createJob(t, people.admin, {}, 'Open')).id}/close` }),
    expect: hiring,
    policy: managesJobPostings,
  },
  {
    route: 'POST /v1/hire/candidates',
    request: () => ({ url: '/v1/hire/candidates', payload: candidateInput() }),
    expect: hiringCreates,
    policy: managesCandidates,
  },
  { route: 'GET /v1/hire/candidates', request: () => ({ url: '/v1/hire/candidates' }), expect: hiring, policy: managesCandidates },
  {
    route: 'GET /v1/hire/candidates/:id',
    request: async ({ t, people }) => ({ url: `/v1/hire/candidates/${(await createCandidate(t, people.admin)).id}` }),
    expect: hiring,
    policy: managesCandidates,
  },
  {
    route: 'PUT /v1/hire/candidates/:id',
    request: async ({ t, people }) => ({
      url: `/v1/hire/candidates/${(await createCandidate(t, people.admin)).id}`,
      payload: { status: 'Screening' },
    }),
    expect: hiring,
    policy: managesCandidates,
  },
  {
    route: 'POST /v1/hire/candidates/:id/erase',
    request: async ({ t, people }) => ({ url: `/v1/hire/candidates/${(await createCandidate(t, people.admin)).id}/erase` }),
    expect: hiring,
    policy: erasesCandidates,
  },
];
