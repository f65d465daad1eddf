import type { JsonSchema } from '../fuzz/json-schema-arbitrary';

/**
 * Text a caller may send on purpose or by accident. None starts or ends with white space (text fields
 * are trimmed), so a stored value must equal the sent one byte for byte.
 */
export const HOSTILE_STRINGS: Record<string, string> = {
  html: '<script>alert("x")</script><img src=x onerror="alert(1)"><a href="javascript:void(0)">&amp;</a>',
  sql: `Robert'); DROP TABLE users; -- " \\ %_ $1 ::text /* */ E'\\x00'`,
  bidi: '\u202Egnp.exe\u202C \u2066isolate\u2069 \u200F RTL mark \u05E2\u05D1\u05E8\u05D9\u05EA \u0627\u0644\u0639\u0631\u0628\u064A\u0629 end',
  invisible: 'zero\u200Bwidth\u200C\u200Djoin\u2060word\uFEFFbom\u00ADsoft',
  emoji: 'ship it \u{1F680}\u{1F469}\u{1F3FD}\u200D\u{1F4BB} \u{1F1EE}\u{1F1F3} \u{1F3F3}\u{FE0F}\u200D\u{1F308} \u{10FFFD}',
  combining: 'e\u0301 \u00E9 Z\u0351\u0308\u0364a\u0310\u0308l\u0336go \uFB01 \u2126 \u212B',
  controls: 'bell\u0007 escape\u001B[31m red\u001B[0m tab\tcr\rlf\nend',
  long: 'Ω'.repeat(5_000) + 'x'.repeat(5_000),
  nul: 'before\u0000after',
  loneSurrogate: 'half \uD83D emoji',
};

/** A text field of a body: its path (`keyResults.0.description`) and how to reach it. */
export interface TextField {
  path: string;
  segments: Array<string | number>;
}

const NOT_TEXT_FORMATS = new Set(['uuid', 'date', 'date-time']);

/**
 * Every free-text field of a JSON body schema, nested objects and array items included (an array's
 * first item stands for all). Enums, ids and dates are not text.
 */
export function textFields(schema: JsonSchema | undefined, segments: Array<string | number> = []): TextField[] {
  if (!schema) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const found = alternatives.flatMap((alt) => textFields(alt, segments));
    return found.filter((field, index) => found.findIndex((other) => other.path === field.path) === index);
  }
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string') && !schema.enum && !NOT_TEXT_FORMATS.has(schema.format ?? '')) {
    return [{ path: segments.join('.'), segments }];
  }
  if (type.includes('object')) {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => textFields(value, [...segments, key]));
  }
  if (type.includes('array') && schema.items) return textFields(schema.items, [...segments, 0]);
  return [];
}

/** A copy of `body` with `value` at `segments`, creating missing objects and arrays on the way. */
export function withValueAt(body: Record<string, unknown> | undefined, segments: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body ?? {});
  let node: Record<string | number, unknown> = copy;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const next = segments[index + 1];
    if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = typeof next === 'number' ? [{}] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
  return copy;
}

/** True when `value` occurs as a string anywhere in `data`. */
export function containsString(data: unknown, value: string): boolean {
  if (typeof data === 'string') return data === value;
  if (Array.isArray(data)) return data.some((item) => containsString(item, value));
  if (typeof data === 'object' && data !== null) return Object.values(data).some((item) => containsString(item, value));
  return false;
}
