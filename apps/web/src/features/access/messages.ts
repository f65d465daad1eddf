import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * `defineMessages` as plain descriptors: react-intl's inferred ones declare "no values" and refuse
 * `{name}`; the catalogue test checks each translation keeps the placeholders of English.
 */
function withValues<const D extends Record<string, MessageDescriptor>>(messages: D): { readonly [K in keyof D]: Readonly<D[K]> } {
  return defineMessages<keyof D, MessageDescriptor, D>(messages);
}

/** "Request access" and "Contact Admin" (home tiles and the no-access message) in English. */
export const accessMessages = withValues({
  requestAccess: { id: 'access.requestAccess', defaultMessage: 'Request access' },
  requestAccessTo: { id: 'access.requestAccessTo', defaultMessage: 'Request access to {moduleName}' },
  requested: { id: 'access.requested', defaultMessage: 'Access requested' },
  sent: { id: 'access.sent', defaultMessage: 'Your request for {moduleName} was sent to the administrators' },
  failed: { id: 'access.failed', defaultMessage: 'Could not request access: {message}' },
  contactAdmin: { id: 'access.contactAdmin', defaultMessage: 'Contact Admin' },
});
