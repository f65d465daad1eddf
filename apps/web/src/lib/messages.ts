import { defineMessages } from 'react-intl';
import { withValues } from './i18n/intl';

/**
 * The shared helpers' texts in English, the source of lib/locales/<language>.json. Ids start with `lib.`;
 * made into text with `i18n()` when the message is made (an error thrown), never at module load.
 */
export const apiErrorMessages = {
  ...defineMessages({
    validation: { id: 'lib.api.validation', defaultMessage: 'Validation failed' },
    generic: { id: 'lib.api.generic', defaultMessage: 'An error occurred' },
    network: { id: 'lib.api.network', defaultMessage: 'Network error. Please check your connection.' },
    unexpected: { id: 'lib.api.unexpected', defaultMessage: 'An unexpected error occurred' },
  }),
  ...withValues({
    nonJson: { id: 'lib.api.nonJson', defaultMessage: 'Expected JSON response but got {type}' },
  }),
};

export const pushMessages = defineMessages({
  unsupported: { id: 'lib.push.unsupported', defaultMessage: 'This browser cannot receive push notifications' },
  denied: { id: 'lib.push.denied', defaultMessage: 'Notifications are blocked for this site in the browser' },
});

export const sessionMessages = defineMessages({
  accountDeactivated: { id: 'lib.session.accountDeactivated', defaultMessage: 'Your account is deactivated. Contact your administrator.' },
});
