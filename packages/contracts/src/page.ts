import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_BOUND } from './page.values';

/**
 * One way to page a list: every list route takes `PageQuerySchema` (or `pageQuery()` with
 * the bounds it documents) and answers `pageSchema(item)`: `{ items, total, limit, offset }`.
 */

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TOTAL_BOUND, isLowerBound, totalBound } from './page.values';

/** Largest `offset` accepted: deeper pages are refused (400) rather than scanned. */
export const MAX_PAGE_OFFSET = 1_000_000;

/**
 * `limit` (1 to `maxLimit`, default `defaultLimit`) and `offset` (0 to 1,000,000, default 0) of a list
 * query, with the same messages everywhere. Use `PageQuerySchema` unless the route documents other
 * bounds (a screen that needs a whole set in one call, e.g. the leave calendar).
 */
export function pageQuery({ maxLimit = MAX_PAGE_SIZE, defaultLimit = DEFAULT_PAGE_SIZE }: { maxLimit?: number; defaultLimit?: number } = {}) {
  return z.object({
    limit: z.coerce
      .number({ message: 'Must be a whole number' })
      .int({ message: 'Must be a whole number' })
      .min(1, { message: 'Must be at least 1' })
      .max(maxLimit, { message: `Must be at most ${maxLimit}` })
      .default(defaultLimit),
    offset: z.coerce
      .number({ message: 'Must be a whole number' })
      .int({ message: 'Must be a whole number' })
      .min(0, { message: 'Must be 0 or more' })
      .max(MAX_PAGE_OFFSET, { message: `Must be at most ${MAX_PAGE_OFFSET}` })
      .default(0),
  });
}

/** `limit` 1 to 100 (default 20) and `offset` (default 0): the page query of every list route. */
export const PageQuerySchema = pageQuery();

/** A parsed page query: the `limit` and `offset` to apply. */
export type PageQuery = z.output<typeof PageQuerySchema>;

/** One page of a list: `items` (at most `limit`), `total` (every matching record; for the lists of `TOTAL_BOUND`, at most `offset` + that bound), the `limit` and `offset` applied. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}

/** What a bounded list's documentation says of its `total`. */
export const BOUNDED_TOTAL = `\`total\` counts at most \`offset\` + ${TOTAL_BOUND}: exact below that figure, a lower bound ("at least") when equal to it.`;

/** A page of `T` (see `pageSchema`). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** The page of `items` out of `total` for `query`. */
export function pageOf<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, total, limit: query.limit, offset: query.offset };
}

/**
 * A comma-separated list of enumeration values in a query string (`status=Open,Closed`), parsed to
 * an array; absent or empty means no filter.
 */
export function enumListQuery<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = values.join(', ');
  return z
    .string()
    .max(200, { message: 'Too many values' })
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))] : []))
    .pipe(z.array(z.enum(values, { message: `Must be one of: ${allowed}` })));
}
