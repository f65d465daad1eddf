import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/** The access requests' refusals, in English: the error handler answers each requester in their language. */
export const accessRefusals = {
  changedMeanwhile: { id: 'access.refusal.changedMeanwhile', defaultMessage: 'The request changed while it was being made; try again' },
} as const satisfies Record<string, MessageDescriptor>;

/** A refusal of the access module to throw: English as its message, the requester's language in the answer. */
export const accessRefusal = refusalTexts(translations({ hi, es, fr }));
