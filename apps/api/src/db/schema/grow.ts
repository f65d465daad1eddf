import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CAREER_GOAL_STATUSES, type CareerGoalStatus } from '@apps/contracts/grow/career-goal';
import { LEARNING_PATH_STATUSES, type LearningPathStatus } from '@apps/contracts/grow/learning-path';
import { OKR_STATUSES, type OkrStatus } from '@apps/contracts/grow/okr';
import { REVIEW_STATUSES, REVIEW_TYPES, type ReviewStatus, type ReviewType } from '@apps/contracts/grow/review';
import { users } from './core';
import { enumCheck } from './enum-check';

// Grow: OKRs with key results, performance reviews, learning paths with
// modules, career goals with milestones. Work records reference users with `restrict`: a person with
// records is deactivated, not deleted.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An objective for a quarter; `status` Active -> Completed when every key result reaches its target. */
export const okrs = pgTable(
  'okrs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quarter: smallint('quarter').notNull(),
    year: integer('year').notNull(),
    objective: text('objective').notNull(),
    status: text('status').$type<OkrStatus>().notNull().default('Active'),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'restrict' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('okrs_employee_period_idx').on(t.employeeId, t.year, t.quarter),
    index('okrs_status_idx').on(t.status),
    check('okrs_quarter_check', sql`${t.quarter} between 1 and 4`),
    check('okrs_year_check', sql`${t.year} between 2000 and 2100`),
    enumCheck('okrs_status_check', t.status, OKR_STATUSES),
    check('okrs_not_self_approved_check', sql`${t.approvedById} is null or ${t.approvedById} <> ${t.employeeId}`),
  ],
);

/** A measurable result of an OKR: `current` moves from 0 to `target` (in `unit`). */
export const keyResults = pgTable(
  'key_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    okrId: uuid('okr_id')
      .notNull()
      .references(() => okrs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    target: doublePrecision('target').notNull(),
    unit: text('unit').notNull().default('%'),
    current: doublePrecision('current').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('key_results_okr_position_key').on(t.okrId, t.position),
    check('key_results_target_check', sql`${t.target} > 0`),
    check('key_results_current_check', sql`${t.current} >= 0 and ${t.current} <= ${t.target}`),
  ],
);

/** A performance review: Pending -> SelfAssessmentCompleted -> ManagerCompleted -> Finalized. */
export const performanceReviews = pgTable(
  'performance_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reviewType: text('review_type').$type<ReviewType>().notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('Pending'),
    selfRating: smallint('self_rating'),
    achievements: text('achievements'),
    challenges: text('challenges'),
    goals: text('goals'),
    overallRating: smallint('overall_rating'),
    strengths: text('strengths'),
    areasOfImprovement: text('areas_of_improvement'),
    selfAssessedAt: timestamp('self_assessed_at', { withTimezone: true }),
    managerAssessedAt: timestamp('manager_assessed_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('performance_reviews_employee_period_key').on(t.employeeId, t.reviewType, t.periodStart, t.periodEnd),
    index('performance_reviews_employee_idx').on(t.employeeId, t.createdAt),
    index('performance_reviews_reviewer_idx').on(t.reviewerId, t.createdAt),
    enumCheck('performance_reviews_type_check', t.reviewType, REVIEW_TYPES),
    enumCheck('performance_reviews_status_check', t.status, REVIEW_STATUSES),
    check('performance_reviews_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('performance_reviews_not_self_check', sql`${t.reviewerId} <> ${t.employeeId}`),
    check('performance_reviews_self_rating_check', sql`${t.selfRating} between 1 and 5`),
    check('performance_reviews_overall_rating_check', sql`${t.overallRating} between 1 and 5`),
  ],
);

/** A learning path: NotStarted -> InProgress -> Completed as its modules are completed. */
export const learningPaths = pgTable(
  'learning_paths',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<LearningPathStatus>().notNull().default('NotStarted'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('learning_paths_employee_idx').on(t.employeeId, t.createdAt),
    enumCheck('learning_paths_status_check', t.status, LEARNING_PATH_STATUSES),
  ],
);

/** One module of a learning path, in `position` order. */
export const learningModules = pgTable(
  'learning_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('learning_modules_path_position_key').on(t.pathId, t.position)],
);

/** A career goal: Active until every milestone is completed, then Achieved. */
export const careerGoals = pgTable(
  'career_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currentRole: text('current_role').notNull(),
    targetRole: text('target_role').notNull(),
    timelineMonths: smallint('timeline_months').notNull(),
    status: text('status').$type<CareerGoalStatus>().notNull().default('Active'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('career_goals_employee_idx').on(t.employeeId, t.createdAt),
    enumCheck('career_goals_status_check', t.status, CAREER_GOAL_STATUSES),
    check('career_goals_timeline_check', sql`${t.timelineMonths} between 1 and 120`),
  ],
);

/** A milestone of a career goal, in `position` order; completed when `completed_at` is set. */
export const careerMilestones = pgTable(
  'career_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => careerGoals.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    targetDate: date('target_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('career_milestones_goal_position_key').on(t.goalId, t.position)],
);
