import type { z } from 'zod';
import type { Page } from '@apps/contracts/page';
import type {
  InitiateReview,
  ManagerAssessment,
  MyReviewsQuerySchema,
  Review,
  ReviewStatus,
  SelfAssessmentSchema,
  TeamReviewsQuerySchema,
  TeamReview,
} from '@apps/contracts/grow/review';
import type { Db, DbOrTx } from '../../db/client';
import { isSelf } from '@apps/contracts/core/policy';
import { mayActAsReviewer, mayAssessSelf, mayReadReview, mayStartReviewOf, runsReviews } from '@apps/contracts/grow/grow.policy';
import { allowedInLine, lineRecordOf, withPlacement } from '../authority/reporting-line.service';
import { assertAllowed, requireVisible, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError, ValidationError, type ErrorText } from '../../lib/errors';
import { growRefusal, growRefusals as G } from './refusal.messages';
import { findGrowMember, teamScope, whoseRecords } from './grow-people.service';
import { toReviewDto } from './review.mapper';
import * as reviewRepository from './review.repository';
import type { ReviewRow, ReviewWithNames } from './review.repository';

/** Why a workflow step is refused in a given state (409 messages). */
const OUT_OF_ORDER: Record<ReviewStatus, () => ErrorText> = {
  Pending: () => growRefusal(G.selfAssessmentPending),
  SelfAssessmentCompleted: () => growRefusal(G.selfAssessmentDone),
  ManagerCompleted: () => growRefusal(G.bothDone),
  Finalized: () => growRefusal(G.finalized),
};

/** The employee, the reviewer and the people above the employee in the line may read a review; 404 for everyone else. */
async function loadVisible(db: DbOrTx, caller: Caller, id: string): Promise<ReviewWithNames> {
  const review = await reviewRepository.findById(db, id);
  const visible = review
    ? isSelf(caller, review.reviewerId) || (await allowedInLine(db, caller, review.employeeId, (subject, line) => mayReadReview(subject, review, line)))
    : false;
  return requireVisible(review, () => visible, 'Review');
}

async function reload(db: Db, caller: Caller, id: string): Promise<Review> {
  return toReviewDto(await loadVisible(db, caller, id), caller.user.id);
}

/**
 * Someone who could approve the employee (above them in the line with Manager on grow or
 * all, or Admin on all) starts a review of another active Grow user for a period; the caller becomes
 * the reviewer and the review is Pending (waiting for the self-assessment).
 * @throws ForbiddenError for non-managers, for oneself and for people outside the employee's line;
 *   ValidationError for a person without Grow access;
 *   ConflictError when a review of this type and period already exists for the employee.
 */
export async function initiateReview(db: Db, caller: Caller, input: InitiateReview): Promise<Review> {
  assertAllowed(runsReviews(caller), growRefusal(G.startReview));
  assertAllowed(!isSelf(caller, input.employeeId), growRefusal(G.reviewSelf));
  if (!(await findGrowMember(db, input.employeeId))) {
    throw new ValidationError({ employeeId: [growRefusal(G.noGrowPerson)] });
  }
  assertAllowed(mayStartReviewOf(caller, await lineRecordOf(db, input.employeeId)), growRefusal(G.notInLine));
  const id = await db.transaction(async (tx) => {
    const row = await reviewRepository.insert(tx, {
      employeeId: input.employeeId,
      reviewerId: caller.user.id,
      reviewType: input.reviewType,
      periodStart: input.reviewPeriodStart,
      periodEnd: input.reviewPeriodEnd,
    });
    if (!row) throw new ConflictError(growRefusal(G.reviewExists));
    await writeAudit(tx, { actorId: caller.user.id, action: 'review.initiated', entity: 'review', entityId: row.id, after: input });
    return row.id;
  });
  return reload(db, caller, id);
}

/**
 * One review, as the caller may see it.
 * @throws NotFoundError when missing or not visible.
 */
export async function getReview(db: Db, caller: Caller, id: string): Promise<Review> {
  return reload(db, caller, id);
}

/**
 * A person's reviews, latest period first (`?employeeId=` must be the caller unless a manager).
 * @throws ForbiddenError for someone else's list without being a manager.
 */
export async function listMyReviews(db: Db, caller: Caller, query: z.output<typeof MyReviewsQuerySchema>): Promise<Page<Review>> {
  const employeeId = await whoseRecords(db, caller, 'reviews', query.employeeId);
  const { rows, total } = await reviewRepository.listByEmployee(db, employeeId, query.limit, query.offset);
  return { items: rows.map((row) => toReviewDto(row, caller.user.id)), total, limit: query.limit, offset: query.offset };
}

/**
 * A manager's team reviews: their whole line below them (everyone's but their own for Admin
 * on 'all'), optionally by status or reviewer; each names the caller's direct report its person comes
 * through (`directReportId`, `lineVia`).
 * @throws ForbiddenError for non-managers or a `teamId` other than the caller's id.
 */
export async function listTeamReviews(db: Db, caller: Caller, query: z.output<typeof TeamReviewsQuerySchema>): Promise<Page<TeamReview>> {
  const scope = await teamScope(db, caller, 'reviews', query.teamId);
  const { rows, total } = await reviewRepository.listTeam(db, scope, query.teamId, query, query.limit, query.offset);
  return { items: rows.map((row) => withPlacement(toReviewDto(row, caller.user.id), row.placement)), total, limit: query.limit, offset: query.offset };
}

/** Runs one workflow step as one conditional UPDATE with its audit record. */
async function step(
  db: Db,
  caller: Caller,
  id: string,
  rule: { actor: 'employee' | 'reviewer'; from: ReviewStatus; to: ReviewStatus; action: string; values: Partial<ReviewRow> },
): Promise<Review> {
  await db.transaction(async (tx) => {
    const before = await loadVisible(tx, caller, id);
    if (rule.actor === 'employee' && !mayAssessSelf(caller, before)) {
      throw new ForbiddenError(growRefusal(G.selfAssessmentOwner));
    }
    if (rule.actor === 'reviewer' && !mayActAsReviewer(caller, before)) {
      throw new ForbiddenError(growRefusal(G.reviewerOnly));
    }
    const after = await reviewRepository.transition(tx, id, rule.from, rule.to, rule.values, rule.actor === 'reviewer' ? caller.user.id : undefined);
    if (!after) {
      const current = (await reviewRepository.findById(tx, id))?.status;
      throw new ConflictError(current ? OUT_OF_ORDER[current]() : growRefusal(G.reviewChanged));
    }
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: rule.action,
      entity: 'review',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status, ...rule.values },
    });
  });
  return reload(db, caller, id);
}

/**
 * The reviewed employee's self-assessment: Pending -> SelfAssessmentCompleted.
 * @throws NotFoundError; ForbiddenError when not the employee; ConflictError when not Pending.
 */
export function submitSelfAssessment(db: Db, caller: Caller, id: string, input: z.output<typeof SelfAssessmentSchema>): Promise<Review> {
  return step(db, caller, id, {
    actor: 'employee',
    from: 'Pending',
    to: 'SelfAssessmentCompleted',
    action: 'review.self_assessed',
    values: { ...input, selfAssessedAt: new Date() },
  });
}

/**
 * The reviewer's assessment: SelfAssessmentCompleted -> ManagerCompleted.
 * @throws NotFoundError; ForbiddenError when not the reviewer; ConflictError in any other state.
 */
export function submitManagerAssessment(db: Db, caller: Caller, id: string, input: ManagerAssessment): Promise<Review> {
  return step(db, caller, id, {
    actor: 'reviewer',
    from: 'SelfAssessmentCompleted',
    to: 'ManagerCompleted',
    action: 'review.manager_assessed',
    values: { ...input, managerAssessedAt: new Date() },
  });
}

/**
 * The reviewer finalizes after both assessments: ManagerCompleted -> Finalized.
 * @throws NotFoundError; ForbiddenError when not the reviewer; ConflictError in any other state.
 */
export function finalizeReview(db: Db, caller: Caller, id: string): Promise<Review> {
  return step(db, caller, id, {
    actor: 'reviewer',
    from: 'ManagerCompleted',
    to: 'Finalized',
    action: 'review.finalized',
    values: { finalizedAt: new Date() },
  });
}
