import { z } from 'zod';
import { hasControlCharacter, IdSchema, oneLineText, STORABLE_TEXT_MESSAGES, storableText, TimestampSchema } from '../common';
import { EmployeeQuerySchema, PageQuerySchema, TeamQuerySchema } from './page';
import { LinePlacementSchema } from '../core/line-placement';

/**
 * OKR states: Active while key results move; Completed once every key result has
 * reached its target (final: key results can no longer change).
 */
export const OKR_STATUSES = ['Active', 'Completed'] as const;
export const OkrStatusSchema = z.enum(OKR_STATUSES);
export type OkrStatus = z.infer<typeof OkrStatusSchema>;

/** Default key result target and unit, quarters 1 to 4. */
export const DEFAULT_KEY_RESULT_TARGET = 100;
export const DEFAULT_KEY_RESULT_UNIT = '%';
export const QUARTERS = [1, 2, 3, 4] as const;
/** Most key results one OKR may hold. */
export const MAX_KEY_RESULTS = 10;
/** Largest target or current value. */
export const MAX_KEY_RESULT_VALUE = 1_000_000_000;

/**
 * A key result: `current` moves from 0 to `target` (in `unit`); `progress` is
 * current / target in percent, 0 to 100, rounded to one decimal.
 */
export const KeyResultSchema = z.object({
  id: IdSchema,
  description: z.string(),
  target: z.number(),
  unit: z.string(),
  current: z.number(),
  progress: z.number(),
});
export type KeyResult = z.infer<typeof KeyResultSchema>;

/**
 * An OKR. `progress` is the mean of its key results' progress (percent, one
 * decimal). `approvedById`/`approvedAt` are set when a manager approves it.
 */
export const OkrSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string().nullable(),
  quarter: z.number().int(),
  year: z.number().int(),
  objective: z.string(),
  status: OkrStatusSchema,
  progress: z.number(),
  keyResults: z.array(KeyResultSchema),
  approvedById: IdSchema.nullable(),
  approvedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Okr = z.infer<typeof OkrSchema>;

/** A row of a team list: the OKR placed in the reporting line (`LinePlacementSchema`). */
export const TeamOkrSchema = OkrSchema.extend(LinePlacementSchema.shape);
export type TeamOkr = z.infer<typeof TeamOkrSchema>;

const QuarterSchema = z
  .number({ message: 'Quarter must be 1, 2, 3 or 4' })
  .int({ message: 'Quarter must be 1, 2, 3 or 4' })
  .min(1, { message: 'Quarter must be 1, 2, 3 or 4' })
  .max(4, { message: 'Quarter must be 1, 2, 3 or 4' });

const YearSchema = z
  .number({ message: 'Year must be a number' })
  .int({ message: 'Year must be a whole number' })
  .min(2000, { message: 'Year must be 2000 or later' })
  .max(2100, { message: 'Year must be 2100 or earlier' });

/** A new key result: description and target required; unit defaults to '%'. */
export const CreateKeyResultSchema = z.object({
  description: oneLineText(500, 'Description is required'),
  target: z
    .number({ message: 'Target is required' })
    .positive({ message: 'Target must be greater than 0' })
    .max(MAX_KEY_RESULT_VALUE, { message: `Target must be at most ${MAX_KEY_RESULT_VALUE}` }),
  unit: storableText('Unit must be text')
    .trim()
    .max(20, { message: 'Unit must be at most 20 characters' })
    .refine((value) => !hasControlCharacter(value), { message: STORABLE_TEXT_MESSAGES.oneLine })
    .optional()
    .transform((value) => value || DEFAULT_KEY_RESULT_UNIT),
});
export type CreateKeyResult = z.input<typeof CreateKeyResultSchema>;

/**
 * `POST /v1/grow/okrs`: objective and 1 to 10 key results required,
 * quarter 1 to 4, year. `employeeId` defaults to the caller; someone else's only for managers.
 */
export const CreateOkrSchema = z.object({
  employeeId: IdSchema.optional(),
  quarter: QuarterSchema,
  year: YearSchema,
  objective: oneLineText(500, 'Objective is required'),
  keyResults: z
    .array(CreateKeyResultSchema, { message: 'Add at least one key result' })
    .min(1, { message: 'Add at least one key result' })
    .max(MAX_KEY_RESULTS, { message: `At most ${MAX_KEY_RESULTS} key results` }),
});
export type CreateOkr = z.input<typeof CreateOkrSchema>;

/** `PUT /v1/grow/okrs/{id}`: any of objective, quarter, year (at least one). */
export const UpdateOkrSchema = z
  .object({
    objective: oneLineText(500, 'Objective is required').optional(),
    quarter: QuarterSchema.optional(),
    year: YearSchema.optional(),
  })
  .refine((value) => value.objective !== undefined || value.quarter !== undefined || value.year !== undefined, {
    message: 'Send at least one of objective, quarter, year',
    path: ['objective'],
  });
export type UpdateOkr = z.infer<typeof UpdateOkrSchema>;

/** `PUT /v1/grow/okrs/{id}/key-results/{krId}`: the new current value, 0 to the key result's target. */
export const UpdateKeyResultSchema = z.object({
  current: z
    .number({ message: 'Current value must be a number' })
    .min(0, { message: 'Current value must be 0 or more' })
    .max(MAX_KEY_RESULT_VALUE, { message: `Current value must be at most ${MAX_KEY_RESULT_VALUE}` }),
});
export type UpdateKeyResult = z.infer<typeof UpdateKeyResultSchema>;

/** `POST /v1/grow/okrs/{id}/approve`: `approverId`, when sent, must be the caller. */
export const ApproveOkrSchema = z.object({ approverId: IdSchema.optional() });
export type ApproveOkr = z.infer<typeof ApproveOkrSchema>;

export const OkrParamsSchema = z.object({ id: IdSchema });
/** `{ id, krId }` path parameters of `PUT /v1/grow/okrs/{id}/key-results/{krId}`: `krId` is the spec's name, kept on the wire. */
export const KeyResultParamsSchema = z.object({ id: IdSchema, krId: IdSchema });

/** `GET /v1/grow/okrs/my?employeeId=&status=&limit=&offset=`. */
export const MyOkrsQuerySchema = EmployeeQuerySchema.extend(PageQuerySchema.shape).extend({ status: OkrStatusSchema.optional() });

/** `GET /v1/grow/okrs/team?teamId=&status=&limit=&offset=`. */
export const TeamOkrsQuerySchema = TeamQuerySchema.extend(PageQuerySchema.shape).extend({ status: OkrStatusSchema.optional() });
