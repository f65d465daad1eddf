import { z } from 'zod';
import { IdSchema, storableText } from '../common';
import { pageQuery } from '../page';

export { GROW_MAX_PAGE_SIZE } from './page.values';

/**
 * `limit` (1 to 100, default 50) and `offset` of a Grow list query: the one page query of
 * `contracts/page.ts` with Grow's documented default.
 */
export const PageQuerySchema = pageQuery({ defaultLimit: 50 });

/** Optional trimmed text up to `max` characters; blank becomes null. */
export function optionalText(max: number) {
  return storableText('Must be text')
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A 1 to 5 rating (review rating out of 5). */
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

/** `?teamId=`: must be the caller's own id; the team is their reporting line below them (see the route description). */
export const TeamQuerySchema = z.object({ teamId: IdSchema });
