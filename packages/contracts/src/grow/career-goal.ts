import { z } from 'zod';
import { dateInput } from '../date-input';
import { IdSchema, oneLineText, TimestampSchema } from '../common';
import { EmployeeQuerySchema, optionalText, PageQuerySchema } from './page';

/** Career goal states: Active until every milestone is completed, then Achieved. */
export const CAREER_GOAL_STATUSES = ['Active', 'Achieved'] as const;
export const CareerGoalStatusSchema = z.enum(CAREER_GOAL_STATUSES);
export type CareerGoalStatus = z.infer<typeof CareerGoalStatusSchema>;

/** Most milestones one career goal may hold. */
export const MAX_MILESTONES = 20;

/** A milestone, in `position` order; completed when `completedAt` is set. */
export const MilestoneSchema = z.object({
  id: IdSchema,
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  targetDate: z.string().nullable(),
  completedAt: TimestampSchema.nullable(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

/** A career goal; `timelineMonths` is in months. */
export const CareerGoalSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  currentRole: z.string(),
  targetRole: z.string(),
  timelineMonths: z.number().int(),
  status: CareerGoalStatusSchema,
  milestones: z.array(MilestoneSchema),
  createdAt: TimestampSchema,
  achievedAt: TimestampSchema.nullable(),
});
export type CareerGoal = z.infer<typeof CareerGoalSchema>;

/**
 * `POST /v1/grow/career-goals`: current and target role, timeline 1 to 120 months, 1 to 20 milestones
 * (target dates optional). `employeeId` defaults to the caller; someone else's only for managers.
 */
export const CreateCareerGoalSchema = z.object({
  employeeId: IdSchema.optional(),
  currentRole: oneLineText(200, 'Current role is required'),
  targetRole: oneLineText(200, 'Target role is required'),
  timelineMonths: z
    .number({ message: 'Timeline must be a number of months' })
    .int({ message: 'Timeline must be a whole number of months' })
    .min(1, { message: 'Timeline must be 1 to 120 months' })
    .max(120, { message: 'Timeline must be 1 to 120 months' }),
  milestones: z
    .array(
      z.object({
        title: oneLineText(200, 'Milestone title is required'),
        description: optionalText(1000),
        targetDate: dateInput().nullish().transform((value) => value ?? null),
      }),
      { message: 'Add at least one milestone' },
    )
    .min(1, { message: 'Add at least one milestone' })
    .max(MAX_MILESTONES, { message: `At most ${MAX_MILESTONES} milestones` }),
});
export type CreateCareerGoal = z.input<typeof CreateCareerGoalSchema>;

export const CareerGoalParamsSchema = z.object({ id: IdSchema });
export const MilestoneParamsSchema = z.object({ id: IdSchema, milestoneId: IdSchema });

/** `GET /v1/grow/career-goals/my?employeeId=&limit=&offset=`. */
export const MyCareerGoalsQuerySchema = EmployeeQuerySchema.extend(PageQuerySchema.shape);
