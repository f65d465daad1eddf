import type { IntlShape, MessageDescriptor, PrimitiveType } from 'react-intl';

/**
 * `formatMessage` of `intl` for this folder's messages, with or without values. `defineMessages`
 * types each message as taking no values, so a message with placeholders is formatted through the
 * untyped descriptor; the catalogue test checks every translation's placeholders against English.
 */
export function formatterOf(intl: IntlShape) {
  return (descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>): string => intl.formatMessage(descriptor, values);
}
