import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * `defineMessages` for messages with placeholders (`{name}`), as plain descriptors: react-intl infers
 * "no values" for a message of `defineMessages` and refuses `formatMessage(message, { name })`. The
 * catalogue test checks that each translation keeps the placeholders of English.
 */
export function defineMessagesWithValues<const D extends Record<string, MessageDescriptor & { id: string; defaultMessage: string }>>(
  messages: D,
): { readonly [K in keyof D]: Readonly<D[K]> } {
  return defineMessages<keyof D, MessageDescriptor, D>(messages);
}
