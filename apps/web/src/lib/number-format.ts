/**
 * Numbers in the app's one English, by `Intl.NumberFormat`. Each formatter is made on first use and
 * kept, not at module load: the first one a page creates costs main-thread time while the browser
 * loads its locale data, which belongs to the first render that shows a number rather than to the
 * evaluation of every module that might.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: 'en-US' | 'en-IN', maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A count as `Intl.NumberFormat('en-US')` writes it: thousands grouped with commas ('10,000'), a minus
 * sign for negatives, fractions rounded to at most 3 digits. Not finite: 'NaN', '∞' or '-∞'.
 */
export function formatCount(value: number): string {
  return formatDecimal(value, 3);
}

/**
 * `value` with at most `maxFractionDigits` decimals (0-20) and no trailing zeros, thousands grouped,
 * by `Intl.NumberFormat('en-US', { maximumFractionDigits })`: 7.5 -> '7.5', 8 -> '8', 1234.56 with 1
 * -> '1,234.6'; ties round half away from zero on the number's shortest decimal text (29.845 with 2
 * gives '29.85', where `toFixed` gives '29.84').
 * @throws RangeError when `maxFractionDigits` is outside 0-20.
 */
export function formatDecimal(value: number, maxFractionDigits = 1): string {
  return formatterFor('en-US', maxFractionDigits).format(value);
}

/**
 * A whole number with Indian digit grouping, by `Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })`:
 * 1250000 -> '12,50,000' (the last three digits, then groups of two; the spec's rupee amounts).
 * Not finite: 'NaN', '∞' or '-∞'.
 */
export function formatIndianWhole(value: number): string {
  return formatterFor('en-IN', 0).format(value);
}
