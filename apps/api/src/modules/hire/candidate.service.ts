import { sameId } from '@apps/contracts/common';
import {
  canMoveCandidate,
  type Candidate,
  type CandidateListQuery,
  type CandidatePage,
  type RegisterCandidate,
  type UpdateCandidate,
} from '@apps/contracts/hire/candidate';
import type { Db, Tx } from '../../db/client';
import { erasesCandidates, managesCandidates } from '@apps/contracts/hire/hire.policy';
import { erasedEmail, erasedName, isErasedEmail, type Erasure } from '@apps/contracts/core/personal-data';
import { replaceEverywhere } from '../privacy/erasure.service';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { hireRefusal, hireRefusals as H } from './refusal.messages';
import { toCandidateDto } from './candidate.mapper';
import * as candidateRepository from './candidate.repository';
import * as jobPostingRepository from './job-posting.repository';
import { ScrubbedDatabaseError } from './personal-data';

const ENTITY = 'candidate';

/**
 * Registers a candidate. Status defaults to New, total experience
 * to 0 years; `expectedSalary` is whole rupees per year. Audited as `candidate.registered` with the
 * status and linked posting only: personal values stay out of the audit trail and the logs.
 * @throws ForbiddenError unless the caller is a Recruiter, Manager or Admin on hire.
 * @throws ValidationError `jobId` when the posting does not exist or is Closed.
 * @throws ConflictError 'A candidate with this e-mail is already registered' (case-insensitive).
 */
export async function registerCandidate(db: Db, caller: Caller, input: RegisterCandidate): Promise<Candidate> {
  assertAllowed(managesCandidates(caller), hireRefusal(H.candidates));
  return translateDuplicate(() =>
    db.transaction(async (tx) => {
      const jobTitle = input.jobId ? await linkableJobTitle(tx, input.jobId) : null;
      const row = await candidateRepository.insert(tx, {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        currentRole: input.currentRole ?? null,
        currentCompany: input.currentCompany ?? null,
        totalExperience: input.totalExperience,
        source: input.source ?? null,
        expectedSalary: input.expectedSalary ?? null,
        status: input.status,
        jobId: input.jobId ?? null,
        createdBy: caller.user.id,
      });
      await writeAudit(tx, {
        actorId: caller.user.id,
        action: 'candidate.registered',
        entity: ENTITY,
        entityId: row.id,
        after: { status: row.status, jobId: row.jobId },
      });
      return toCandidateDto({ ...row, jobTitle });
    }),
  );
}

/**
 * One page of candidates, newest first, filtered by statuses (all when none) and posting.
 * @throws ForbiddenError unless the caller is a hiring caller (Employees see no candidate data).
 */
export async function listCandidates(db: Db, caller: Caller, query: CandidateListQuery): Promise<CandidatePage> {
  assertAllowed(managesCandidates(caller), hireRefusal(H.candidates));
  const { rows, total } = await candidateRepository.listPage(db, {
    statuses: query.status,
    jobId: query.jobId,
    limit: query.limit,
    offset: query.offset,
  });
  return { items: rows.map(toCandidateDto), total, limit: query.limit, offset: query.offset };
}

/**
 * One candidate.
 * @throws ForbiddenError unless the caller is a hiring caller.
 * @throws NotFoundError when the candidate does not exist.
 */
export async function getCandidate(db: Db, caller: Caller, id: string): Promise<Candidate> {
  assertAllowed(managesCandidates(caller), hireRefusal(H.candidates));
  const row = await candidateRepository.findById(db, id);
  if (!row) throw new NotFoundError('Candidate');
  return toCandidateDto(row);
}

/**
 * Changes the sent fields of a candidate. A new status must follow `CANDIDATE_TRANSITIONS` (one step
 * along New -> Screening -> Interviewing -> Offered -> Hired, or Rejected from any status that is not
 * final); the UPDATE is conditional on the status read, so concurrent changes cannot both apply.
 * Audited as `candidate.status_changed` or `candidate.updated` with the status and the names of the
 * changed fields (not their values).
 * @throws ForbiddenError unless the caller is a hiring caller.
 * @throws NotFoundError when the candidate does not exist.
 * @throws ValidationError `jobId` when a newly linked posting does not exist or is Closed.
 * @throws ConflictError for a status change that is not allowed, a duplicate e-mail, or a change made
 *   by someone else meanwhile.
 */
export async function updateCandidate(db: Db, caller: Caller, id: string, input: UpdateCandidate): Promise<Candidate> {
  assertAllowed(managesCandidates(caller), hireRefusal(H.candidates));
  return translateDuplicate(() =>
    db.transaction(async (tx) => {
      const before = await candidateRepository.findById(tx, id);
      if (!before) throw new NotFoundError('Candidate');
      const from = before.status;
      const to = input.status ?? from;
      if (to !== from && !canMoveCandidate(from, to)) throw new ConflictError(hireRefusal(H.transition, { from, to }));

      let jobTitle = before.jobTitle;
      if (input.jobId !== undefined && !(input.jobId === null ? before.jobId === null : sameId(input.jobId, before.jobId))) {
        jobTitle = input.jobId ? await linkableJobTitle(tx, input.jobId) : null;
      }
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const after = await candidateRepository.updateWhereStatus(tx, id, from, changes);
      if (!after) {
        if (!(await candidateRepository.exists(tx, id))) throw new NotFoundError('Candidate');
        throw new ConflictError(hireRefusal(H.changedMeanwhile));
      }
      await writeAudit(tx, {
        actorId: caller.user.id,
        action: to !== from ? 'candidate.status_changed' : 'candidate.updated',
        entity: ENTITY,
        entityId: id,
        before: { status: from, jobId: before.jobId },
        after: { status: after.status, jobId: after.jobId, changedFields: Object.keys(changes) },
      });
      return toCandidateDto({ ...after, jobTitle });
    }),
  );
}

/**
 * Erases a candidate's personal data (GDPR article 17), irreversibly and in one transaction: the row
 * becomes `erasedName(id, 'candidate')` and `erasedEmail(id)` without phone, current role and company or
 * expected salary (`candidateRepository.anonymise`); status, posting, experience and source stay for
 * hiring reports; the former name and e-mail are replaced in every other table (`replaceEverywhere`).
 * Audited as `candidate.erased` with the anonymous values only.
 * @throws ForbiddenError unless the caller may erase candidates (`erasesCandidates`: a hiring role).
 * @throws NotFoundError when the candidate does not exist.
 * @throws ConflictError when the candidate's data is already erased.
 */
export async function eraseCandidate(db: Db, caller: Caller, id: string): Promise<Erasure> {
  assertAllowed(erasesCandidates(caller), hireRefusal(H.candidates));
  const fullName = erasedName(id, 'candidate');
  const email = erasedEmail(id);
  return db.transaction(async (tx) => {
    const before = await candidateRepository.findById(tx, id);
    if (!before) throw new NotFoundError('Candidate');
    if (isErasedEmail(before.email)) throw new ConflictError(hireRefusal(H.alreadyErased));
    await candidateRepository.anonymise(tx, id, { fullName, email });
    const rewritten = await replaceEverywhere(tx, [
      { find: before.email, replaceWith: email },
      { find: before.fullName, replaceWith: fullName },
    ]);
    await writeAudit(tx, { actorId: caller.user.id, action: 'candidate.erased', entity: ENTITY, entityId: id, after: { fullName, email, rewritten } });
    return { id, name: fullName, email, erasedAt: new Date().toISOString() };
  });
}

/** The title of a posting a candidate may be linked to. @throws ValidationError when missing or Closed. */
async function linkableJobTitle(tx: Tx, jobId: string): Promise<string> {
  const job = await jobPostingRepository.findById(tx, jobId);
  if (!job) throw new ValidationError({ jobId: [hireRefusal(H.noSuchJob)] });
  if (job.status === 'Closed') throw new ValidationError({ jobId: [hireRefusal(H.jobClosed)] });
  return job.title;
}

/** Runs `work`, turning the unique e-mail index's violation into the 409 of a duplicate. */
async function translateDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScrubbedDatabaseError && error.code === '23505' && error.constraint === 'candidates_email_lower_key') {
      throw new ConflictError(hireRefusal(H.duplicateEmail));
    }
    throw error;
  }
}
