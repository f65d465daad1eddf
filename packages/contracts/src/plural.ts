/**
 * Counted words in the app's one English ("1 day", "2 days", "0.5 days"), chosen by
 * `Intl.PluralRules('en-US')` rather than written as "day(s)". The rules object is built on first
 * use, not at module load: the first Intl object a page creates costs main-thread time while the
 * browser loads its locale data (see `number-format.ts` in the web app).
 */

/** The singular and plural of a counted word: `{ one: 'day', other: 'days' }`. */
export interface PluralForms {
  one: string;
  other: string;
}

let rules: Intl.PluralRules | undefined;

/** The form of `forms` that goes with `count` (any finite number; 0.5 and 0 take `other`). */
export function pluralWord(count: number, forms: PluralForms): string {
  rules ??= new Intl.PluralRules('en-US');
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/**
 * `count` and its word: `countOf(2, DAYS)` -> '2 days'. `shown` is the number as the screen writes
 * it (grouped or rounded elsewhere); by default `String(count)`.
 */
export function countOf(count: number, forms: PluralForms, shown: string = String(count)): string {
  return `${shown} ${pluralWord(count, forms)}`;
}

/** The counted words the app uses in more than one place. */
export const WORDS = {
  day: { one: 'day', other: 'days' },
  workingDay: { one: 'working day', other: 'working days' },
  holiday: { one: 'holiday', other: 'holidays' },
  publicHoliday: { one: 'public holiday', other: 'public holidays' },
  timesheet: { one: 'timesheet', other: 'timesheets' },
  leaveRequest: { one: 'leave request', other: 'leave requests' },
  module: { one: 'module', other: 'modules' },
  email: { one: 'e-mail', other: 'e-mails' },
  person: { one: 'person', other: 'people' },
  row: { one: 'row', other: 'rows' },
} as const satisfies Record<string, PluralForms>;

/**
 * A number already written for the screen ('1', '0.5', '1,250', '50+') and its word: the form is
 * chosen from the number it reads as ('50+' and anything unreadable take `other`).
 */
export function countOfShown(shown: string, forms: PluralForms): string {
  const count = Number(shown.replaceAll(',', ''));
  return `${shown} ${Number.isFinite(count) ? pluralWord(count, forms) : forms.other}`;
}
