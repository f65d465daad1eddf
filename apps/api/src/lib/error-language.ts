import { z } from 'zod';
import { LANGUAGES, type Language } from '@apps/contracts/core/user-settings.values';
import { atMostMessages, errorPatternMessages, errorTextMessages, notFoundMessages } from './error.messages';
import { translations, type MessageDescriptor } from './i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

const intlOf = translations({ hi, es, fr });

/**
 * The language of the app that best matches an `Accept-Language` header (RFC 9110: the highest
 * weight wins, the header's order breaks ties; `es-MX` counts as `es`); English when none matches.
 */
export function acceptedLanguage(header: string | undefined): Language {
  let best: { language: Language; weight: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((q) => q !== undefined);
    const weight = quality === undefined ? 1 : Number(quality);
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    const language = (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
    if (language && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? 'en';
}

const TEXTS: Readonly<Record<string, MessageDescriptor>> = errorTextMessages;
const NOT_FOUND: Readonly<Record<string, MessageDescriptor>> = notFoundMessages;
const AT_MOST: Readonly<Record<string, MessageDescriptor>> = atMostMessages;

/** The schemas' texts with a limit in them, by their English shape: the number becomes `{max}`. */
const LIMITS: ReadonlyArray<[RegExp, MessageDescriptor]> = [
  [/^Must be at most (\d+)$/, errorPatternMessages.mustBeAtMost],
  [/^The file is too large \(at most (\d+) MB\)$/, errorPatternMessages.fileTooLarge],
  [/^Target must be at most (\d+)$/, errorPatternMessages.targetAtMost],
  [/^Current value must be at most (\d+)$/, errorPatternMessages.currentAtMost],
];

/**
 * An English text of the failure envelope in `language`: a common text (`errorTextMessages`), a
 * "Must be at most N characters", a schema's limit ("At most N entries", "Must be one of: …"), a route, an id that must be the caller's own (`assertOwnId`) or a common
 * record "not found"; any other text stays English.
 */
export function translateErrorText(language: Language, text: string): string {
  if (language === 'en') return text;
  const intl = intlOf(language);
  const exact = TEXTS[text];
  if (exact) return intl.formatMessage(exact);
  const tooLong = /^Must be at most (\d+) characters$/.exec(text);
  if (tooLong) return intl.formatMessage(errorPatternMessages.tooLong, { max: Number(tooLong[1]) });
  for (const [shape, message] of LIMITS) {
    const limit = shape.exec(text);
    if (limit) return intl.formatMessage(message, { max: Number(limit[1]) });
  }
  const atMost = /^At most (\d+) (.+)$/.exec(text);
  const counted = atMost ? AT_MOST[atMost[2] ?? ''] : undefined;
  if (atMost && counted) return intl.formatMessage(counted, { max: Number(atMost[1]) });
  const oneOf = /^Must be one of:? (.+)$/.exec(text);
  if (oneOf) return intl.formatMessage(errorPatternMessages.mustBeOneOf, { values: oneOf[1] ?? '' });
  const route = /^Route (\S+) (\S*) not found$/.exec(text);
  if (route) return intl.formatMessage(errorPatternMessages.routeNotFound, { method: route[1] ?? '', path: route[2] ?? '' });
  const ownId = /^(\S+) must be your own user id: you act only in your own name$/.exec(text);
  if (ownId) return intl.formatMessage(errorPatternMessages.ownId, { field: ownId[1] ?? '' });
  const notFound = /^(.+) not found$/.exec(text);
  const record = notFound ? NOT_FOUND[notFound[1] ?? ''] : undefined;
  return record ? intl.formatMessage(record) : text;
}

/** A schema failure as zod reported it: its code and details (what the request validator keeps of the issue). */
export interface SchemaIssue {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

type ZodLocale = ReturnType<typeof z.locales.en>['localeError'];
const ZOD_LOCALES: Record<Language, () => { localeError: ZodLocale }> = { en: z.locales.en, hi: z.locales.hi, es: z.locales.es, fr: z.locales.fr };
const zodLocales = new Map<Language, ZodLocale>();

/** zod's own text of `issue` in `language` (its built-in translations), or undefined. */
function zodText(language: Language, issue: SchemaIssue): string | undefined {
  let localeError = zodLocales.get(language);
  if (!localeError) {
    localeError = ZOD_LOCALES[language]().localeError;
    zodLocales.set(language, localeError);
  }
  const made = localeError({ ...issue.params, code: issue.code, path: [], message: issue.message, input: issue.params?.input } as unknown as Parameters<ZodLocale>[0]);
  return typeof made === 'string' ? made : (made?.message ?? undefined);
}

/**
 * A field message of a schema failure in `language`: our own texts through `translateErrorText`; a
 * message zod wrote itself (no message of ours on that rule: "Invalid input: expected string, received
 * undefined") in zod's translation of it.
 */
export function translateSchemaIssue(language: Language, issue: SchemaIssue): string {
  if (language === 'en') return issue.message;
  const ours = translateErrorText(language, issue.message);
  if (ours !== issue.message) return ours;
  return zodText('en', issue) === issue.message ? (zodText(language, issue) ?? issue.message) : issue.message;
}
