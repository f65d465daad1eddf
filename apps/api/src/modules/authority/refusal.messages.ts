import { REPORTING_LINE_MESSAGES } from '@apps/contracts/core/reporting-line';
import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/** The reporting line's refusals, in English: the error handler answers each requester in their language. */
export const authorityRefusals = {
  ownManager: { id: 'authority.refusal.ownManager', defaultMessage: REPORTING_LINE_MESSAGES.self },
  loop: { id: 'authority.refusal.loop', defaultMessage: REPORTING_LINE_MESSAGES.cycle },
  unknownManager: { id: 'authority.refusal.unknownManager', defaultMessage: REPORTING_LINE_MESSAGES.unknown },
  ownManagerIdOnly: {
    id: 'authority.refusal.ownManagerIdOnly',
    defaultMessage: 'managerId must be your own user id (only Admin on all may name another manager)',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A reporting-line refusal to throw: English as its message, the requester's language in the answer. */
export const authorityRefusal = refusalTexts(translations({ hi, es, fr }));
