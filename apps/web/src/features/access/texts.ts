import { intlFor } from '../../lib/i18n/intl';
import { accessMessages as m } from './messages';

const en = intlFor('en');

/**
 * "Request access" and "Contact Admin" in English, as an English reader sees them: what tests look
 * for. The components format `messages.ts` in the person's language.
 */
export const ACCESS_TEXTS = {
  requestAccess: m.requestAccess.defaultMessage,
  requestAccessTo: (moduleName: string) => en.formatMessage(m.requestAccessTo, { moduleName }),
  requested: m.requested.defaultMessage,
  sent: (moduleName: string) => en.formatMessage(m.sent, { moduleName }),
  failed: (message: string) => en.formatMessage(m.failed, { message }),
  contactAdmin: m.contactAdmin.defaultMessage,
};
