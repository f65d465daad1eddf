import { translations, translatorFor, type Reader, type Translator } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

const intlOf = translations({ hi, es, fr });

/** The audit module's messages for one reader. */
export function auditTranslator(reader: Reader): Translator {
  return translatorFor(intlOf, reader);
}
