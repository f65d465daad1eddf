import type { Language } from '@apps/contracts/core/user-settings.values';
import type { ValidationErrors } from '@apps/contracts/envelope';
import { translateErrorText } from './error-language';
import type { ErrorFields, ErrorText, LocalizedText } from './errors';
import { lineErrorMessages as M } from './line-error.messages';
import { refusalTexts, translations, type MessageDescriptor, type MessageValues } from './i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

type Refusal = (descriptor: MessageDescriptor, values?: MessageValues | ((language: Language) => MessageValues)) => LocalizedText;

/**
 * An English text of an imported file's errors, known by its shape, and the message that says it in
 * every language. The file is read in a worker thread (lib/file-parse-pool.ts), whose answers are plain
 * strings, so its errors are English there and are made translatable here, on the way out.
 */
export interface LineErrorShape {
  shape: RegExp;
  message: MessageDescriptor;
  /** The message's placeholders, in the order of the shape's groups. */
  groups?: readonly string[];
  /** Placeholders whose text is itself a common error text (a schema's message in a cell's error), translated too. */
  translated?: readonly string[];
  /** Placeholders with a fixed value (a notation that reads the same in every language). */
  fixed?: MessageValues;
}

/** Shapes with the owner's messages they are said with (`refusalTexts` of the owner's catalogues). */
export interface LineErrorTexts {
  refusal: Refusal;
  shapes: readonly LineErrorShape[];
}

/** The shapes both imports share (lines the CSV reader or the error list writes). */
export const COMMON_LINE_ERRORS: LineErrorTexts = {
  refusal: refusalTexts(translations({ hi, es, fr })),
  shapes: [
    { shape: /^(\d+) more lines have errors; fix the ones listed and import again$/, message: M.moreLines, groups: ['count'] },
    { shape: /^The line is not valid CSV: (.+)$/s, message: M.notCsv, groups: ['reason'] },
    { shape: /^The line has (\d+) cells; the header has (\d+)$/, message: M.cellCount, groups: ['cells', 'header'] },
    { shape: /^Line (\d+) has more than (\d+) columns, the most a line may have$/, message: M.tooManyColumns, groups: ['line', 'max'] },
    { shape: /^Line (\d+) is longer than ([\d,]+) characters, the most a line may have$/, message: M.lineTooLong, groups: ['line', 'max'] },
    { shape: /^(\w+): (.+)$/s, message: M.cell, groups: ['column', 'problem'], translated: ['problem'] },
  ],
};

/**
 * `errors` of an imported file (`line N` / `file` -> English texts) with every text of a known shape
 * made translatable: the owner's shapes first, then the common ones. A text whose message would not
 * read in English exactly as written stays as it is (it still reads in English everywhere).
 */
export function localizeLineErrors(errors: ValidationErrors, owner: LineErrorTexts): ErrorFields {
  const groups = [owner, COMMON_LINE_ERRORS];
  return Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map((text) => localize(text, groups))]));
}

function localize(text: string, owners: readonly LineErrorTexts[]): ErrorText {
  for (const { refusal, shapes } of owners) {
    for (const { shape, message, groups = [], translated = [], fixed = {} } of shapes) {
      const match = shape.exec(text);
      if (!match) continue;
      const localized = refusal(message, (language) => ({
        ...fixed,
        ...Object.fromEntries(
          groups.map((name, index) => {
            const value = match[index + 1] ?? '';
            return [name, translated.includes(name) ? translateErrorText(language, value) : value];
          }),
        ),
      }));
      return localized.english === text ? localized : text;
    }
  }
  return text;
}

/** A shape that matches `text` and nothing else. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
