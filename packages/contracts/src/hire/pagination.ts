import { z } from 'zod';

/** Largest page any Hire list returns (every list is bounded). */
export const MAX_PAGE_SIZE = 100;

/** Page size when `limit` is not sent. */
export const DEFAULT_PAGE_SIZE = 20;

/** `limit` (1..100, default 20) and `offset` (0-based, default 0) of a list query. */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'Must be a whole number' })
    .int({ message: 'Must be a whole number' })
    .min(1, { message: 'Must be at least 1' })
    .max(MAX_PAGE_SIZE, { message: `Must be at most ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ message: 'Must be a whole number' })
    .int({ message: 'Must be a whole number' })
    .min(0, { message: 'Must not be negative' })
    .max(1_000_000, { message: 'Must be at most 1000000' })
    .default(0),
});

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

/** One page of a list: the items, the total matching the filter, and the page's `limit`/`offset`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

/** One page of a list (see `pageSchema`). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}
