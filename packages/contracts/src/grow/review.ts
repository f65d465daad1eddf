import { z } from 'zod';
import { dateInput } from '../date-input';
import { IdSchema, requiredText, TimestampSchema } from '../common';
import { EmployeeQuerySchema, optionalText, PageQuerySchema, RatingSchema, TeamQuerySchema } from './page';
import { LinePlacementSchema } from '../core/line-placement';

/** Kinds of performance review a manager may start. */
export const REVIEW_TYPES = ['Quarterly', 'MidYear', 'Annual', 'Probation'] as const;
export const ReviewTypeSchema = z.enum(REVIEW_TYPES, { message: `Review type must be one of ${REVIEW_TYPES.join(', ')}` });
export type ReviewType = z.infer<typeof ReviewTypeSchema>;

/**
 * The review workflow, strictly in this order:
 * Pending (initiated) -> SelfAssessmentCompleted (employee) -> ManagerCompleted (reviewer) -> Finalized (reviewer).
 */
export const REVIEW_STATUSES = ['Pending', 'SelfAssessmentCompleted', 'ManagerCompleted', 'Finalized'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/**
 * A performance review. Dates are `YYYY-MM-DD`; ratings are 1 to 5. The manager's
 * assessment (`overallRating`, `strengths`, `areasOfImprovement`) is null for the reviewed employee
 * until the review is Finalized.
 */
export const ReviewSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string().nullable(),
  reviewerId: IdSchema,
  reviewerName: z.string().nullable(),
  reviewType: ReviewTypeSchema,
  reviewPeriodStart: z.string(),
  reviewPeriodEnd: z.string(),
  status: ReviewStatusSchema,
  selfRating: z.number().int().nullable(),
  achievements: z.string().nullable(),
  challenges: z.string().nullable(),
  goals: z.string().nullable(),
  overallRating: z.number().int().nullable(),
  strengths: z.string().nullable(),
  areasOfImprovement: z.string().nullable(),
  selfAssessedAt: TimestampSchema.nullable(),
  managerAssessedAt: TimestampSchema.nullable(),
  finalizedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

/** A row of a team list: the review placed in the reporting line (`LinePlacementSchema`). */
export const TeamReviewSchema = ReviewSchema.extend(LinePlacementSchema.shape);
export type TeamReview = z.infer<typeof TeamReviewSchema>;

/**
 * `POST /v1/grow/reviews` (initiate; managers): whom, which kind, and the period reviewed (end on or
 * after start). The caller becomes the reviewer.
 */
export const InitiateReviewSchema = z
  .object({
    employeeId: IdSchema,
    reviewType: ReviewTypeSchema,
    reviewPeriodStart: dateInput(),
    reviewPeriodEnd: dateInput(),
  })
  .refine((value) => value.reviewPeriodEnd >= value.reviewPeriodStart, {
    message: 'Period end must be on or after the period start',
    path: ['reviewPeriodEnd'],
  });
export type InitiateReview = z.infer<typeof InitiateReviewSchema>;

/** `POST /v1/grow/reviews/{id}/self-assessment` (the reviewed employee): rating 1 to 5 and text. */
export const SelfAssessmentSchema = z.object({
  selfRating: RatingSchema,
  achievements: requiredText(4000, 'Achievements are required'),
  challenges: optionalText(4000),
  goals: optionalText(4000),
});
export type SelfAssessment = z.input<typeof SelfAssessmentSchema>;

/** `POST /v1/grow/reviews/{id}/manager-assessment` (the reviewer): strengths, areas of improvement, rating 1 to 5. */
export const ManagerAssessmentSchema = z.object({
  strengths: requiredText(4000, 'Strengths are required'),
  areasOfImprovement: requiredText(4000, 'Areas of improvement are required'),
  overallRating: RatingSchema,
});
export type ManagerAssessment = z.infer<typeof ManagerAssessmentSchema>;

export const ReviewParamsSchema = z.object({ id: IdSchema });

/** `GET /v1/grow/reviews/my?employeeId=&limit=&offset=`. */
export const MyReviewsQuerySchema = EmployeeQuerySchema.extend(PageQuerySchema.shape);

/** `GET /v1/grow/reviews/team?teamId=&status=&reviewerId=&limit=&offset=`; `reviewerId` keeps one reviewer's reviews. */
export const TeamReviewsQuerySchema = TeamQuerySchema.extend(PageQuerySchema.shape).extend({
  status: ReviewStatusSchema.optional(),
  reviewerId: IdSchema.optional(),
});
