import { englishOf } from '../../lib/i18n/english';
import { intlFor } from '../../lib/i18n/intl';
import { lineMessages, profileMessages } from './messages';

const en = intlFor('en');

/**
 * The Profile's texts in English, as the screen shows them to an English reader: what tests look for.
 * The screen itself formats `messages.ts` in the person's language.
 */
export const PROFILE_TEXTS = {
  ...englishOf(profileMessages),
  joined: (date: string) => en.formatMessage(profileMessages.joined, { date }),
};

/** The reporting line and delegation cards' texts in English (see PROFILE_TEXTS). */
export const LINE_TEXTS = {
  ...englishOf(lineMessages),
  moreReports: (shown: number, total: number) => en.formatMessage(lineMessages.moreReports, { shown, total }),
  removeLabel: (name: string, range: string) => en.formatMessage(lineMessages.removeLabel, { name, range }),
};
