import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { formatDate, formatDateRange, type DateFormatOptions, type DateValue } from '@apps/contracts/date-format';
import { LANGUAGES, type Language } from '@apps/contracts/core/user-settings.values';
import type { LocalizedText } from './errors';

/**
 * The server's texts in a person's language. English lives only in the code, as each message's
 * `defaultMessage` in an `<area>.messages.ts` file of its owner (an API module folder, or lib/); each
 * owner keeps one catalogue per other language in `locales/{hi,es,fr}.json` (flat id -> ICU message)
 * and makes its formatters with `translations`. A message missing in a catalogue reads in English.
 */

export type { Language };
export type { MessageDescriptor };

/** An owner's translations: id -> ICU message, per language other than English. */
export type Catalogues = Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>>;

/** Values of a message: text and numbers (ICU formats the numbers in the language). */
export type MessageValues = Record<string, string | number>;

const cache = createIntlCache();

const ignoreMissing = () => {
  // A message missing in a catalogue falls back to its English `defaultMessage`; the catalogue test
  // (message-catalogues.test.ts at the root) keeps catalogues complete, so nothing is logged at run time.
};

/** `value` as a language of the app, English for anything else (a stored value from before a language existed). */
export function languageOf(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/**
 * The formatter of each language for one owner's catalogues, made on first use and kept: one process
 * writes for many people, each in their own language.
 */
export function translations(catalogues: Catalogues): (language: Language) => IntlShape {
  const made = new Map<Language, IntlShape>();
  return (language) => {
    let intl = made.get(language);
    if (!intl) {
      intl = createIntl({ locale: language, defaultLocale: 'en', messages: language === 'en' ? {} : catalogues[language], onError: ignoreMissing }, cache);
      made.set(language, intl);
    }
    return intl;
  };
}

/** A formatter without messages: dates and numbers in the language. */
const plain = translations({ hi: {}, es: {}, fr: {} });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a date value and the zone it reads in: a calendar date reads as written (UTC). */
function instantOf(value: DateValue, timeZone: string | undefined): { instant: Date; timeZone: string | undefined } | null {
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const instant = calendar ? new Date(`${value}T00:00:00Z`) : typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : { instant, timeZone: calendar ? 'UTC' : timeZone };
}

const DATE_STYLE = { month: 'short', day: 'numeric', year: 'numeric' } as const;

// ICU puts no-break spaces in some dates; one plain space keeps e-mails and tests alike.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/**
 * A date as a person reads it in `language`: English exactly as everywhere else (`formatDate` of
 * @apps/contracts/date-format, `Nov 23, 2026`); another language with its own month names
 * (`23 nov 2026`) in the person's time zone; a chosen numeric pattern (`dateFormat`) is kept in every language.
 */
export function formatDateIn(language: Language, value: DateValue, options: DateFormatOptions = {}): string {
  if (language === 'en' || options.dateFormat) return formatDate(value, options);
  const parsed = instantOf(value, options.timeZone);
  if (!parsed) return typeof value === 'string' ? value : '';
  return plainSpaces(plain(language).formatDate(parsed.instant, { ...DATE_STYLE, timeZone: parsed.timeZone }));
}

/** A range of dates, both included, in `language` (see `formatDateIn`); English as `formatDateRange`. */
export function formatDateRangeIn(language: Language, start: DateValue, end: DateValue, options: DateFormatOptions = {}): string {
  if (language === 'en' || options.dateFormat) return formatDateRange(start, end, options);
  const from = instantOf(start, options.timeZone);
  const to = instantOf(end, options.timeZone);
  if (!from || !to) return `${formatDateIn(language, start, options)} – ${formatDateIn(language, end, options)}`;
  return plainSpaces(plain(language).formatDateTimeRange(from.instant, to.instant, { ...DATE_STYLE, timeZone: from.timeZone }));
}

/** What a text for one person needs: their language and their time zone (for timestamps). */
export interface Reader {
  language: Language;
  timeZone?: string;
}

/** Formats one owner's messages and dates for one reader. */
export interface Translator {
  readonly language: Language;
  message(descriptor: MessageDescriptor, values?: MessageValues): string;
  date(value: DateValue, options?: DateFormatOptions): string;
  dateRange(start: DateValue, end: DateValue, options?: DateFormatOptions): string;
}

/** A translator for `reader` over an owner's formatters (`translations`). */
export function translatorFor(intlOf: (language: Language) => IntlShape, reader: Reader): Translator {
  const intl = intlOf(reader.language);
  const withZone = (options: DateFormatOptions = {}) => ({ timeZone: reader.timeZone, ...options });
  return {
    language: reader.language,
    message: (descriptor, values) => intl.formatMessage(descriptor, values),
    date: (value, options) => formatDateIn(reader.language, value, withZone(options)),
    dateRange: (start, end, options) => formatDateRangeIn(reader.language, start, end, withZone(options)),
  };
}

/** The values of a message, or the values in each language (a date or a label that reads differently). */
export type ValuesIn = MessageValues | ((language: Language) => MessageValues);

/**
 * Refusal texts of one owner's messages (`translations`): a service throws `refusal(descriptor, values)`
 * in place of an English string; the error keeps the English as its message and the error handler
 * answers the requester in their language. The English is the `defaultMessage` formatted as it reads today.
 */
export function refusalTexts(intlOf: (language: Language) => IntlShape): (descriptor: MessageDescriptor, values?: ValuesIn) => LocalizedText {
  return (descriptor, values) => {
    const valuesIn = (language: Language) => (typeof values === 'function' ? values(language) : values);
    return {
      english: intlOf('en').formatMessage(descriptor, valuesIn('en')),
      in: (language) => intlOf(language).formatMessage(descriptor, valuesIn(language)),
    };
  };
}
