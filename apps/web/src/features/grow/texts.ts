import { growMessages } from './messages';

/**
 * Grow's English texts by key (each message's default, placeholders unfilled), for tests that find a
 * screen's text by its English. Screens format `growMessages` in the page's language instead.
 */
export const GROW_TEXTS = Object.fromEntries(Object.entries(growMessages).map(([key, descriptor]) => [key, descriptor.defaultMessage])) as {
  readonly [Key in keyof typeof growMessages]: string;
};
