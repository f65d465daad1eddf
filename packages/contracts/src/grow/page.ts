import { z } from 'zod';
import { IdSchema, storableText } from '../common';

/** Largest page any Grow list returns (ARCHITECTURE.md: every list is bounded). */
export const GROW_MAX_PAGE_SIZE = 100;

/** Page size when the caller sends none. */
export const GROW_DEFAULT_PAGE_SIZE = 50;

/** `limit` (1 to 100, default 50) and `offset` (0 or more, default 0) of a Grow list query. */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'Must be a number' })
    .int({ message: 'Must be a whole number' })
    .min(1, { message: 'Must be at least 1' })
    .max(GROW_MAX_PAGE_SIZE, { message: `Must be at most ${GROW_MAX_PAGE_SIZE}` })
    .default(GROW_DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ message: 'Must be a number' })
    .int({ message: 'Must be a whole number' })
    .min(0, { message: 'Must be 0 or more' })
    .default(0),
});

/**
 * One page of a list: `items` (at most `limit`), `total` (every matching record), and the `limit` and
 * `offset` that were applied.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}

/** A page of `T` (see `pageSchema`). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Optional trimmed text up to `max` characters; blank becomes null. */
export function optionalText(max: number) {
  return storableText('Must be text')
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A 1 to 5 rating (SPEC.md section 9: review rating out of 5). */
export const RatingSchema = z
  .number({ message: 'Must be a rating from 1 to 5' })
  .int({ message: 'Must be a whole number from 1 to 5' })
  .min(1, { message: 'Must be a rating from 1 to 5' })
  .max(5, { message: 'Must be a rating from 1 to 5' });

/** A person who uses Grow, as offered to managers (e.g. whom to review). */
export const GrowPersonSchema = z.object({ id: IdSchema, name: z.string().nullable(), email: z.string() });
export type GrowPerson = z.infer<typeof GrowPersonSchema>;

/** `?employeeId=`: whose records; the caller when absent. Someone else's only for managers. */
export const EmployeeQuerySchema = z.object({ employeeId: IdSchema.optional() });

/** `?teamId=`: must be the caller's own id (there are no teams yet; see the route description). */
export const TeamQuerySchema = z.object({ teamId: IdSchema });
