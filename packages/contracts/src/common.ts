import { z } from 'zod';

/** A UUID id as used for every record (ARCHITECTURE.md: ids are UUIDs). */
export const IdSchema = z.uuid({ message: 'Must be a valid id' });

/** `{ id }` path parameters. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** An ISO 8601 timestamp with time zone, e.g. `2026-11-22T05:30:00.000Z`. */
export const TimestampSchema = z.string();

/** A calendar date `YYYY-MM-DD`. */
export const DateOnlySchema = z.iso.date({ message: 'Must be a date (YYYY-MM-DD)' });

/**
 * Trimmed text that must not be blank. The NUL character is refused (400): PostgreSQL cannot store it
 * in a text column and would fail the insert.
 */
export function requiredText(max: number, message = 'Required') {
  return z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Must be at most ${max} characters` })
    .refine((value) => !value.includes('\u0000'), { message: 'Must not contain the NUL character' });
}
