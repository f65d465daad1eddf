import { sameId } from '@apps/contracts/common';
import type { Review } from '@apps/contracts/grow/review';
import type { ReviewWithNames } from './review.repository';

/**
 * Review row -> DTO as `viewerId` may see it: the reviewed employee sees the manager's assessment
 * (rating, strengths, areas of improvement) only once the review is Finalized.
 */
export function toReviewDto(row: ReviewWithNames, viewerId: string): Review {
  const hideManagerAssessment = sameId(viewerId, row.employeeId) && row.status !== 'Finalized';
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    reviewerId: row.reviewerId,
    reviewerName: row.reviewerName,
    reviewType: row.reviewType,
    reviewPeriodStart: row.periodStart,
    reviewPeriodEnd: row.periodEnd,
    status: row.status,
    selfRating: row.selfRating,
    achievements: row.achievements,
    challenges: row.challenges,
    goals: row.goals,
    overallRating: hideManagerAssessment ? null : row.overallRating,
    strengths: hideManagerAssessment ? null : row.strengths,
    areasOfImprovement: hideManagerAssessment ? null : row.areasOfImprovement,
    selfAssessedAt: row.selfAssessedAt?.toISOString() ?? null,
    managerAssessedAt: hideManagerAssessment ? null : (row.managerAssessedAt?.toISOString() ?? null),
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
