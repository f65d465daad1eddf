import { z } from 'zod';
import { IdSchema, oneLineText, TimestampSchema } from '../common';
import { EmployeeQuerySchema, optionalText, PageQuerySchema } from './page';

/** Learning path states: NotStarted, InProgress (some modules done), Completed (all). */
export const LEARNING_PATH_STATUSES = ['NotStarted', 'InProgress', 'Completed'] as const;
export const LearningPathStatusSchema = z.enum(LEARNING_PATH_STATUSES);
export type LearningPathStatus = z.infer<typeof LearningPathStatusSchema>;

/** Most modules one learning path may hold. */
export const MAX_LEARNING_MODULES = 50;

/** One module of a learning path, in `position` order (0 first); done when `completedAt` is set. */
export const LearningModuleSchema = z.object({
  id: IdSchema,
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  completedAt: TimestampSchema.nullable(),
});
export type LearningModule = z.infer<typeof LearningModuleSchema>;

/**
 * A learning path: `progress` is completed modules / all modules in percent, 0 to
 * 100, rounded to one decimal.
 */
export const LearningPathSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  title: z.string(),
  description: z.string().nullable(),
  progress: z.number(),
  status: LearningPathStatusSchema,
  modules: z.array(LearningModuleSchema),
  createdAt: TimestampSchema,
  completedAt: TimestampSchema.nullable(),
});
export type LearningPath = z.infer<typeof LearningPathSchema>;

/**
 * `POST /v1/grow/learning-paths`: a title and 1 to 50 ordered modules. `employeeId` defaults to the
 * caller; someone else's only for managers.
 */
export const CreateLearningPathSchema = z.object({
  employeeId: IdSchema.optional(),
  title: oneLineText(200, 'Title is required'),
  description: optionalText(2000),
  modules: z
    .array(z.object({ title: oneLineText(200, 'Module title is required'), description: optionalText(1000) }), {
      message: 'Add at least one module',
    })
    .min(1, { message: 'Add at least one module' })
    .max(MAX_LEARNING_MODULES, { message: `At most ${MAX_LEARNING_MODULES} modules` }),
});
export type CreateLearningPath = z.input<typeof CreateLearningPathSchema>;

export const LearningPathParamsSchema = z.object({ id: IdSchema });
export const LearningModuleParamsSchema = z.object({ id: IdSchema, moduleId: IdSchema });

/** `GET /v1/grow/learning-paths/my?employeeId=&limit=&offset=`. */
export const MyLearningPathsQuerySchema = EmployeeQuerySchema.extend(PageQuerySchema.shape);
