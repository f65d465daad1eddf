import { LAST_ADMIN_MESSAGE } from '@apps/contracts/core/role';
import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/**
 * The role administration's refusals, in English: services throw them with `rolesRefusal`, the error
 * handler answers each requester in their language. Role and module names stay as stored.
 */
export const roleRefusals = {
  lastAdmin: { id: 'roles.refusal.lastAdmin', defaultMessage: LAST_ADMIN_MESSAGE },
  unknownRole: { id: 'roles.refusal.unknownRole', defaultMessage: 'Unknown role {role}' },
  allModulesOnly: { id: 'roles.refusal.allModulesOnly', defaultMessage: '{role} role automatically has access to all modules' },
  peopleGone: { id: 'roles.refusal.peopleGone', defaultMessage: '{count} of the selected people no longer exist; nothing was assigned' },
  alreadyHas: { id: 'roles.refusal.alreadyHas', defaultMessage: '{person} already has {role} on {module}' },
  assignmentNotFound: { id: 'roles.refusal.assignmentNotFound', defaultMessage: 'Role assignment not found' },
} as const satisfies Record<string, MessageDescriptor>;

/** A refusal of the roles module to throw: English as its message, the requester's language in the answer. */
export const rolesRefusal = refusalTexts(translations({ hi, es, fr }));
