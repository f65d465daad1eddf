import { z } from 'zod';

/**
 * A UUID id as used for every record (ARCHITECTURE.md: ids are UUIDs), made canonical at the boundary:
 * any letter case is accepted and the parsed value is lower case, the form the database returns, so a
 * service comparing ids never sees two spellings of one id. Every params, query and
 * body field that carries an id uses this schema; compare ids with `sameId`.
 */
export const IdSchema = z.uuid({ message: 'Must be a valid id' }).toLowerCase();

export { canonicalId, sameId } from './ids';

/** `{ id }` path parameters. */
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * An optional yes-or-no query parameter: `true` or `false` as written in the URL, anything else a field
 * error. The value stays a string; `.transform((value) => value === 'true')` where a boolean reads better.
 */
export function queryFlag() {
  return z.enum(['true', 'false'], { message: 'Must be true or false' }).optional();
}

/** An ISO 8601 timestamp with time zone, e.g. `2026-11-22T05:30:00.000Z`. */
export const TimestampSchema = z.string();

/** Date inputs: `dateInput()` in `date-input.ts` (one schema family for every date field). */

/** A lone UTF-16 surrogate: half of a character, which no UTF-8 text (nor PostgreSQL) can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Messages of `storableText` refusals. */
export const STORABLE_TEXT_MESSAGES = {
  nul: 'Must not contain the NUL character',
  surrogate: 'Must be valid Unicode text (a character is cut in half)',
  oneLine: 'Must be one line of text without control characters (line breaks, tabs)',
} as const;

/**
 * A C0 or C1 control character or DEL (U+0000-U+001F, U+007F-U+009F), line breaks and tabs included.
 * One-line fields (names, job titles, departments, offices) refuse them: they reach plain-text
 * e-mails and CSV cells, where a line break in a name starts a new line of the message.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/** True when `value` holds a control character (see `oneLineText`). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * Text the database stores exactly as sent, the base of every free-text input. Refused (400):
 * the NUL character, which a PostgreSQL text column cannot hold (the insert would fail), and a lone
 * UTF-16 surrogate, which UTF-8 cannot encode (it would be stored silently as U+FFFD, or fail in a
 * jsonb column). Everything else is kept byte for byte: markup, quotes, bidirectional and invisible
 * characters, emoji, combining marks, other control characters.
 */
export function storableText(message = 'Must be text') {
  return z
    .string({ message })
    .refine((value) => !value.includes('\u0000'), { message: STORABLE_TEXT_MESSAGES.nul })
    .refine((value) => !LONE_SURROGATE.test(value), { message: STORABLE_TEXT_MESSAGES.surrogate });
}

/** Trimmed text that must not be blank, at most `max` characters; storable (see `storableText`). */
export function requiredText(max: number, message = 'Required') {
  return storableText(message)
    .trim()
    .min(1, { message })
    .max(max, { message: `Must be at most ${max} characters` });
}

/**
 * Trimmed one-line text that must not be blank, at most `max` characters: storable (see
 * `storableText`) and, once trimmed, without any control character (`hasControlCharacter`), for names,
 * job titles, departments and other fields shown on one line and written into e-mails.
 */
export function oneLineText(max: number, message = 'Required') {
  return requiredText(max, message).refine((value) => !hasControlCharacter(value), { message: STORABLE_TEXT_MESSAGES.oneLine });
}
