import { ScimError } from './scim-error';

/** A UTF-16 surrogate without its other half: UTF-8 cannot encode it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every text in the resource (keys too) must be storable: no NUL (PostgreSQL text and jsonb refuse
 * it) and no lone UTF-16 surrogate (UTF-8 cannot hold it). Walks the value with its own stack, so a
 * deeply nested value cannot exhaust the call stack.
 * @throws ScimError 400 `invalidValue`.
 */
export function assertStorable(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    const texts: string[] = typeof next === 'string' ? [next] : [];
    if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        texts.push(key);
        pending.push(inner);
      }
    }
    for (const text of texts) {
      if (text.includes('\u0000') || LONE_SURROGATE.test(text)) throw new ScimError(400, 'Text must not contain NUL or half characters', 'invalidValue');
    }
  }
}
