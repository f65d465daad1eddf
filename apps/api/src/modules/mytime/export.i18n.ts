import { translations, translatorFor, type Reader, type Translator } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

const intlOf = translations({ hi, es, fr });

/** The MyTime module's messages and dates for one reader. */
export function mytimeTranslator(reader: Reader): Translator {
  return translatorFor(intlOf, reader);
}
