import { LANGUAGES, type Language } from '@apps/contracts/core/user-settings.values';
import { errorPatternMessages, errorTextMessages, notFoundMessages } from './error.messages';
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

/**
 * An English text of the failure envelope in `language`: a common text (`errorTextMessages`), a
 * "Must be at most N characters", a route or a common record "not found"; any other text stays English.
 */
export function translateErrorText(language: Language, text: string): string {
  if (language === 'en') return text;
  const intl = intlOf(language);
  const exact = TEXTS[text];
  if (exact) return intl.formatMessage(exact);
  const tooLong = /^Must be at most (\d+) characters$/.exec(text);
  if (tooLong) return intl.formatMessage(errorPatternMessages.tooLong, { max: Number(tooLong[1]) });
  const route = /^Route (\S+) (\S*) not found$/.exec(text);
  if (route) return intl.formatMessage(errorPatternMessages.routeNotFound, { method: route[1] ?? '', path: route[2] ?? '' });
  const notFound = /^(.+) not found$/.exec(text);
  const record = notFound ? NOT_FOUND[notFound[1] ?? ''] : undefined;
  return record ? intl.formatMessage(record) : text;
}
