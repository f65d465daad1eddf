import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/** Sign-in's refusals, in English: the error handler answers each requester in their language. */
export const authRefusals = {
  otherMicrosoftAccount: {
    id: 'auth.refusal.otherMicrosoftAccount',
    defaultMessage: 'This e-mail is linked to a different Microsoft account. Contact your administrator.',
  },
  collided: { id: 'auth.refusal.collided', defaultMessage: 'Sign-in collided with another sign-in; try again' },
} as const satisfies Record<string, MessageDescriptor>;

/** A sign-in refusal to throw: English as its message, the requester's language in the answer. */
export const authRefusal = refusalTexts(translations({ hi, es, fr }));
