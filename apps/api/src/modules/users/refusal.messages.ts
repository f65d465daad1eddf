import { DELEGATION_MESSAGES } from '@apps/contracts/core/people';
import { OWN_ACCOUNT_MESSAGES } from '@apps/contracts/core/user';
import { USER_IMPORT_LIMIT_MESSAGES, USER_IMPORT_MESSAGES } from '@apps/contracts/core/user-import';
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

/** The people import's line errors, by the English the file reader and the planner write (`userImportTexts`). */
export const userImportMessages = {
  empty: { id: 'users.import.empty', defaultMessage: USER_IMPORT_MESSAGES.empty },
  noEmailColumn: { id: 'users.import.noEmailColumn', defaultMessage: USER_IMPORT_MESSAGES.noEmailColumn },
  unknownColumn: { id: 'users.import.unknownColumn', defaultMessage: 'Unknown column "{name}"; the columns are {columns}' },
  duplicateColumn: { id: 'users.import.duplicateColumn', defaultMessage: 'Column "{name}" appears twice' },
  duplicateEmail: { id: 'users.import.duplicateEmail', defaultMessage: 'email: the same person is on line {line}' },
  roleUnknown: { id: 'users.import.roleUnknown', defaultMessage: 'roles: "{value}" is not a role; write {form} (for example {example}), separated by ;' },
  roleOnAllOnly: { id: 'users.import.roleOnAllOnly', defaultMessage: 'roles: "{value}": {reason}; write it on all (for example {example})' },
  managerUnknown: { id: 'users.import.managerUnknown', defaultMessage: USER_IMPORT_MESSAGES.managerUnknown },
  managerSelf: { id: 'users.import.managerSelf', defaultMessage: USER_IMPORT_MESSAGES.managerSelf },
  managerCycle: { id: 'users.import.managerCycle', defaultMessage: USER_IMPORT_MESSAGES.managerCycle },
  emailInvalid: { id: 'users.import.emailInvalid', defaultMessage: 'email: must be a valid e-mail address' },
  emailTooLong: { id: 'users.import.emailTooLong', defaultMessage: 'email: must be at most 254 characters' },
  emailRequired: { id: 'users.import.emailRequired', defaultMessage: 'email: required' },
  managerEmailInvalid: { id: 'users.import.managerEmailInvalid', defaultMessage: 'managerEmail: must be a valid e-mail address' },
  tooManyRows: { id: 'users.import.tooManyRows', defaultMessage: USER_IMPORT_LIMIT_MESSAGES.tooManyRows },
} as const satisfies Record<string, MessageDescriptor>;
