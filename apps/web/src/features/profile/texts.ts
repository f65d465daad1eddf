import { intlFor } from '../../lib/i18n/intl';
import { lineMessages, profileMessages } from './messages';

const en = intlFor('en');

/**
 * The English of each message without placeholders (none of them quotes ICU syntax, so it reads as
 * written); the tests format those with placeholders through the functions below.
 */
const english = <K extends string>(messages: Record<K, { defaultMessage: string }>) =>
  Object.fromEntries(
    Object.entries<{ defaultMessage: string }>(messages)
      .filter(([, m]) => !m.defaultMessage.includes('{'))
      .map(([key, m]) => [key, m.defaultMessage]),
  ) as Record<K, string>;

/**
 * The Profile's texts in English, as the screen shows them to an English reader: what tests look for.
 * The screen itself formats `messages.ts` in the person's language.
 */
export const PROFILE_TEXTS = {
  ...english(profileMessages),
  joined: (date: string) => en.formatMessage(profileMessages.joined, { date }),
};

/** The reporting line and delegation cards' texts in English (see PROFILE_TEXTS). */
export const LINE_TEXTS = {
  ...english(lineMessages),
  moreReports: (shown: number, total: number) => en.formatMessage(lineMessages.moreReports, { shown, total }),
  removeLabel: (name: string, range: string) => en.formatMessage(lineMessages.removeLabel, { name, range }),
};
