import type { MessageDescriptor } from 'react-intl';
import { intlFor } from './intl';

// The English constants that tests import (a feature's `texts.ts`) are made from the messages'
// defaults, so English is written once, in the `messages.ts` files.

const english = intlFor('en');

/** The English text of `descriptor` with `values`. */
export function inEnglish(descriptor: MessageDescriptor, values?: Record<string, string | number>): string {
  return english.formatMessage(descriptor, values);
}

/**
 * The English text of each message of `messages`, by key. A message with placeholders stays its ICU
 * source here: the constant that uses it gives it a function with the values instead.
 */
export function englishOf<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, string> {
  const textOf = (descriptor: MessageDescriptor) => {
    const source = String(descriptor.defaultMessage ?? '');
    return source.includes('{') ? source : inEnglish(descriptor);
  };
  return Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, descriptor]) => [key, textOf(descriptor)])) as Record<K, string>;
}
