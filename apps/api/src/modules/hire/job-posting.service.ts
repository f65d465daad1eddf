import {
  EDITABLE_JOB_STATUSES,
  type CreateJobPosting,
  type JobPosting,
  type JobPostingListQuery,
  type JobPostingPage,
  type JobStatus,
  type UpdateJobPosting,
} from '@apps/contracts/hire/job-posting';
import type { Db } from '../../db/client';
import { managesJobPostings, mayReadJobPosting } from '@apps/contracts/hire/hire.policy';
import { assertAllowed, requireVisible, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, type ErrorText } from '../../lib/errors';
import { hireRefusal, hireRefusals as H } from './refusal.messages';
import { toJobPostingDto } from './job-posting.mapper';
import * as jobPostingRepository from './job-posting.repository';

const ENTITY = 'job_posting';

/**
 * Creates a job posting as Draft; defaults FullTime and Mid are
 * applied by the contract schema. Audited as `job_posting.created`.
 * @throws ForbiddenError unless the caller is a Recruiter, Manager or Admin on hire.
 */
export async function createJobPosting(db: Db, caller: Caller, input: CreateJobPosting): Promise<JobPosting> {
  assertAllowed(managesJobPostings(caller), hireRefusal(H.jobs));
  return db.transaction(async (tx) => {
    const row = await jobPostingRepository.insert(tx, { ...input, status: 'Draft', createdBy: caller.user.id });
    const dto = toJobPostingDto(row);
    await writeAudit(tx, { actorId: caller.user.id, action: 'job_posting.created', entity: ENTITY, entityId: row.id, after: dto });
    return dto;
  });
}

/**
 * One page of postings, newest first. Hiring callers see every status
 * (optionally filtered); everyone else with a role on hire sees Open postings only.
 */
export async function listJobPostings(db: Db, caller: Caller, query: JobPostingListQuery): Promise<JobPostingPage> {
  let statuses: readonly JobStatus[] = query.status;
  if (!managesJobPostings(caller)) {
    if (statuses.length > 0 && !statuses.includes('Open')) return { items: [], total: 0, limit: query.limit, offset: query.offset };
    statuses = ['Open'];
  }
  const { rows, total } = await jobPostingRepository.listPage(db, { statuses, limit: query.limit, offset: query.offset });
  return { items: rows.map(toJobPostingDto), total, limit: query.limit, offset: query.offset };
}

/**
 * One posting. A caller who is not a hiring caller sees Open postings only.
 * @throws NotFoundError when missing, or not Open for a non-hiring caller.
 */
export async function getJobPosting(db: Db, caller: Caller, id: string): Promise<JobPosting> {
  return toJobPostingDto(requireVisible(await jobPostingRepository.findById(db, id), (row) => mayReadJobPosting(caller, row), 'Job posting'));
}

/**
 * Changes the sent fields of a Draft or Open posting (one conditional UPDATE; audited as
 * `job_posting.updated` with the fields before and after).
 * @throws ForbiddenError unless the caller is a hiring caller.
 * @throws NotFoundError when the posting does not exist.
 * @throws ConflictError when the posting is Closed.
 */
export async function updateJobPosting(db: Db, caller: Caller, id: string, input: UpdateJobPosting): Promise<JobPosting> {
  assertAllowed(managesJobPostings(caller), hireRefusal(H.jobs));
  return db.transaction(async (tx) => {
    const before = await jobPostingRepository.findById(tx, id);
    if (!before) throw new NotFoundError('Job posting');
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const after = await jobPostingRepository.updateWhereStatus(tx, id, EDITABLE_JOB_STATUSES, changes);
    if (!after) {
      if (!(await jobPostingRepository.exists(tx, id))) throw new NotFoundError('Job posting');
      throw new ConflictError(hireRefusal(H.update));
    }
    const fields = Object.keys(changes) as Array<keyof typeof changes>;
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'job_posting.updated',
      entity: ENTITY,
      entityId: id,
      before: Object.fromEntries(fields.map((f) => [f, before[f as keyof typeof before]])),
      after: Object.fromEntries(fields.map((f) => [f, after[f as keyof typeof after]])),
    });
    return toJobPostingDto(after);
  });
}

/**
 * Publishes a Draft posting: Draft -> Open, audited as `job_posting.published`.
 * Two concurrent publishes: exactly one succeeds.
 * @throws ForbiddenError unless the caller is a hiring caller.
 * @throws NotFoundError when the posting does not exist.
 * @throws ConflictError 'Only a Draft job posting can be published'.
 */
export function publishJobPosting(db: Db, caller: Caller, id: string): Promise<JobPosting> {
  return transition(db, caller, id, 'Draft', 'Open', 'job_posting.published', hireRefusal(H.publish));
}

/**
 * Closes an Open posting: Open -> Closed, audited as
 * `job_posting.closed`. A Closed posting is final.
 * @throws ForbiddenError unless the caller is a hiring caller.
 * @throws NotFoundError when the posting does not exist.
 * @throws ConflictError 'Only an Open job posting can be closed'.
 */
export function closeJobPosting(db: Db, caller: Caller, id: string): Promise<JobPosting> {
  return transition(db, caller, id, 'Open', 'Closed', 'job_posting.closed', hireRefusal(H.close));
}

async function transition(
  db: Db,
  caller: Caller,
  id: string,
  from: JobStatus,
  to: JobStatus,
  action: string,
  conflict: ErrorText,
): Promise<JobPosting> {
  assertAllowed(managesJobPostings(caller), hireRefusal(H.jobs));
  return db.transaction(async (tx) => {
    const row = await jobPostingRepository.transitionStatus(tx, id, from, to);
    if (!row) throw (await jobPostingRepository.exists(tx, id)) ? new ConflictError(conflict) : new NotFoundError('Job posting');
    await writeAudit(tx, { actorId: caller.user.id, action, entity: ENTITY, entityId: id, before: { status: from }, after: { status: to } });
    return toJobPostingDto(row);
  });
}
