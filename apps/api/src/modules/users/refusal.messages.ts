import { DELEGATION_MESSAGES } from '@apps/contracts/core/people';
import { OWN_ACCOUNT_MESSAGES } from '@apps/contracts/core/user';
import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/**
 * The people administration's refusals (accounts, delegations, imports), in English: services throw
 * them with `usersRefusal`, the error handler answers each requester in their language.
 */
export const userRefusals = {
  delegateSelf: { id: 'users.refusal.delegateSelf', defaultMessage: DELEGATION_MESSAGES.self },
  delegatePast: { id: 'users.refusal.delegatePast', defaultMessage: DELEGATION_MESSAGES.past },
  delegateActive: { id: 'users.refusal.delegateActive', defaultMessage: DELEGATION_MESSAGES.delegate },
  maxDelegations: {
    id: 'users.refusal.maxDelegations',
    defaultMessage: 'A person can have at most {max} current and future delegations; remove one first',
  },
  importHasErrors: { id: 'users.refusal.importHasErrors', defaultMessage: 'The file has errors; nothing was imported' },
  importRace: { id: 'users.refusal.importRace', defaultMessage: 'Someone in the file signed in while the import ran; run the import again' },
  deactivateSelf: { id: 'users.refusal.deactivateSelf', defaultMessage: OWN_ACCOUNT_MESSAGES.deactivate },
  deleteSelf: { id: 'users.refusal.deleteSelf', defaultMessage: OWN_ACCOUNT_MESSAGES.delete },
  hasWorkRecords: {
    id: 'users.refusal.hasWorkRecords',
    defaultMessage: 'This user has work records (timesheets, leave or reviews) and cannot be deleted; deactivate the account instead',
  },
  notCreated: { id: 'users.refusal.notCreated', defaultMessage: 'The user could not be created' },
} as const satisfies Record<string, MessageDescriptor>;

/** A refusal of the users module to throw: English as its message, the requester's language in the answer. */
export const usersRefusal = refusalTexts(translations({ hi, es, fr }));
