import { withValues } from '../../lib/i18n/intl';

/** "Request access" and "Contact Admin" (home tiles and the no-access message) in English. */
export const accessMessages = withValues({
  requestAccess: { id: 'access.requestAccess', defaultMessage: 'Request access' },
  requestAccessTo: { id: 'access.requestAccessTo', defaultMessage: 'Request access to {moduleName}' },
  requested: { id: 'access.requested', defaultMessage: 'Access requested' },
  sent: { id: 'access.sent', defaultMessage: 'Your request for {moduleName} was sent to the administrators' },
  failed: { id: 'access.failed', defaultMessage: 'Could not request access: {message}' },
  contactAdmin: { id: 'access.contactAdmin', defaultMessage: 'Contact Admin' },
});
