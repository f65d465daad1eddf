import { englishOf, inEnglish } from '../../lib/i18n/english';
import { chartMessages, exportMessages } from './timesheet.messages';

/** Texts of the exports (ours: the spec has none), in English from `exportMessages`. Tests import them. */
export const EXPORT_TEXTS = {
  ...englishOf(exportMessages),
  received: (size: string) => inEnglish(exportMessages.received, { size }),
};

/** Texts of the MyTime dashboard's charts (ours), in English from `chartMessages`. */
export const CHART_TEXTS = {
  ...englishOf(chartMessages),
  summary: (title: string, total: string, billable: string, nonBillable: string) => inEnglish(chartMessages.summary, { title, total, billable, nonBillable }),
};
