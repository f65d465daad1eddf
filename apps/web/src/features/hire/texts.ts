import { intlFor } from '../../lib/i18n/intl';
import { candidateFormMessages, hireMessages, jobFormMessages } from './messages';

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
 * Hire's texts in English, as the screens show them to an English reader: what tests look for. The
 * screens themselves format `messages.ts` in the person's language.
 */
export const HIRE_TEXTS = {
  ...english(hireMessages),
  closeDialogMessage: (title: string) => en.formatMessage(hireMessages.closeDialogMessage, { title }),
  jobForm: english(jobFormMessages),
  candidateForm: {
    ...english(candidateFormMessages),
    salaryPerYear: (rupees: string) => en.formatMessage(candidateFormMessages.salaryPerYear, { rupees }),
  },
};
