// Texts of the timesheet screen's week navigation, copy from an earlier week, the billable rule and
// the add-entry dialog (ours: SPEC.md gives none of them), in English from `weekMessages`. Tests import them.
import { englishOf, inEnglish } from '../../lib/i18n/english';
import { weekMessages } from './timesheet.messages';

export const WEEK_TEXTS = {
  ...englishOf(weekMessages),
  /** An option of the week picker: the week's dates and what it holds. */
  weekOption: (range: string, status: string | null) => (status ? inEnglish(weekMessages.weekOption, { range, status }) : inEnglish(weekMessages.weekOptionEmpty, { range })),
  weekOptionEmpty: (range: string) => inEnglish(weekMessages.weekOptionEmpty, { range }),
  noTimesheet: (range: string) => inEnglish(weekMessages.noTimesheet, { range }),
  createWeek: (range: string) => inEnglish(weekMessages.createWeek, { range }),
  /** Creating a week that turned out to exist already: it opens instead. */
  weekExisted: (range: string) => inEnglish(weekMessages.weekExisted, { range }),
  /** Beside Copy last week's rows: where the copy comes from. */
  copySource: (range: string) => inEnglish(weekMessages.copySource, { range }),
  /** After a copy: what it put into the grid, and from which week. */
  copied: (rows: number, cells: number, range: string) => inEnglish(weekMessages.copied, { rows, cells, range }),
  nothingToCopy: (range: string) => inEnglish(weekMessages.nothingToCopy, { range }),
};
