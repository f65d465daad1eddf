import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/**
 * The refusals of personal-data requests (export and erasure), in English: services throw them with
 * `privacyRefusal`, the error handler answers each requester in their language.
 */
export const privacyRefusals = {
  exportOthers: {
    id: 'privacy.refusal.exportOthers',
    defaultMessage: "You can download only your own personal data; an administrator can download anyone's",
  },
  alreadyErased: { id: 'privacy.refusal.alreadyErased', defaultMessage: "This person's personal data has already been erased" },
} as const satisfies Record<string, MessageDescriptor>;

/** A refusal of the privacy module to throw: English as its message, the requester's language in the answer. */
export const privacyRefusal = refusalTexts(translations({ hi, es, fr }));
