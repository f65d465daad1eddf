import { useContext } from 'react';
import { createIntl, createIntlCache, defineMessages, IntlContext, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Language } from '@apps/contracts/core/user-settings.values';

/** Messages of one language by id (ICU message format); English needs none: it is each message's default. */
export type Messages = Record<string, string>;

const cache = createIntlCache();

/** Builds the formatter of `language` over `messages`, with the spec's English texts as the defaults. */
export function intlFor(language: Language, messages: Messages = {}): IntlShape {
  return createIntl({ locale: language, defaultLocale: 'en', messages }, cache);
}

/** The language the page speaks now: set by the app's language provider, read outside React. */
let active: IntlShape = intlFor('en');

/** Makes `intl` the page's language for code outside React (the API client's messages, toasts). */
export function setActiveIntl(intl: IntlShape): void {
  active = intl;
}

/**
 * The formatter of the page's language outside React (`i18n().formatMessage(messages.saved)`). Inside a
 * component or hook use `useI18n`, which re-renders when the language changes.
 */
export function i18n(): IntlShape {
  return active;
}

/**
 * The formatter of the page's language: messages (`formatMessage`), dates, numbers, plurals through
 * `Intl` in that language. Under the app's provider it follows the person's language; a component
 * rendered without it (a component test) speaks English.
 */
export function useI18n(): IntlShape {
  return useContext(IntlContext) ?? active;
}

/**
 * `defineMessages` for descriptors with placeholders: react-intl's inferred types declare "no values"
 * and refuse `formatMessage(message, { name })`. The catalogue test checks that each translation keeps
 * the placeholders of English.
 */
export function withValues<const D extends Record<string, MessageDescriptor>>(messages: D): { readonly [K in keyof D]: Readonly<D[K]> } {
  return defineMessages<keyof D, MessageDescriptor, D>(messages);
}
