import { englishOf } from '../../lib/i18n/english';
import { intlFor } from '../../lib/i18n/intl';
import { candidateFormMessages, hireMessages, jobFormMessages } from './messages';

const en = intlFor('en');
/**
 * Hire's texts in English, as the screens show them to an English reader: what tests look for. The
 * screens themselves format `messages.ts` in the person's language.
 */
export const HIRE_TEXTS = {
  ...englishOf(hireMessages),
  closeDialogMessage: (title: string) => en.formatMessage(hireMessages.closeDialogMessage, { title }),
  jobForm: englishOf(jobFormMessages),
  candidateForm: {
    ...englishOf(candidateFormMessages),
    salaryPerYear: (rupees: string) => en.formatMessage(candidateFormMessages.salaryPerYear, { rupees }),
  },
};
