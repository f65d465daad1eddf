/**
 * Numbers in the app's one English, written without Intl:
 * the first `Intl.NumberFormat` a page creates costs some 40-60 ms of main-thread time while Chromium
 * loads its ICU data, and a formatter built at module load put that into the evaluation of the
 * signed-in app's shell on every screen. The text is `Intl.NumberFormat('en-US')`'s, proved in
 * `number-format.test.ts`.
 */

/** Groups the digits of a whole number's text by thousands: '1234567' -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count as `Intl.NumberFormat('en-US')` writes it: thousands grouped with commas ('10,000'), a minus
 * sign for negatives, fractions rounded half away from zero to at most 3 digits, as Intl does.
 * Not finite: 'NaN', '∞' or '-∞', as Intl.
 */
export function formatCount(value: number): string {
  return formatDecimal(value, 3);
}

/** The shortest decimal text that reads back as `abs` (what `String` gives), without an exponent. */
function plainDecimal(abs: number): string {
  const text = String(abs);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = match[1]! + (match[2] ?? '');
  const point = match[1]!.length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits: '0999' -> '1000'. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` with at most `maxFractionDigits` decimals (0-20) and no trailing zeros, thousands grouped,
 * exactly as `Intl.NumberFormat('en-US', { maximumFractionDigits })`: 7.5 -> '7.5', 8 -> '8',
 * 1234.56 with 1 -> '1,234.6'. Like Intl (V8's ICU), it rounds the number's shortest decimal text
 * half away from zero, so 29.845 with 2 gives '29.85' where `toFixed` gives '29.84'.
 */
export function formatDecimal(value: number, maxFractionDigits = 1): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const [whole, fraction = ''] = plainDecimal(Math.abs(value)).split('.') as [string, string?];
  let kept = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if ((fraction[maxFractionDigits] ?? '0') >= '5') kept = incrementDigits(kept);
  const cut = kept.length - maxFractionDigits;
  const rounded = { whole: kept.slice(0, cut), fraction: kept.slice(cut).replace(/0+$/, '') };
  const text = groupThousands(rounded.whole) + (rounded.fraction ? `.${rounded.fraction}` : '');
  // Intl writes '-0' for a negative value that rounds to zero; so does this.
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/**
 * A whole number with Indian digit grouping, as `Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })`:
 * 1250000 -> '12,50,000' (the last three digits, then groups of two; SPEC.md section 9's rupee amounts).
 * Rounded like `formatDecimal`; not finite: 'NaN', '∞' or '-∞'.
 */
export function formatIndianWhole(value: number): string {
  const us = formatDecimal(value, 0);
  if (!/\d/.test(us)) return us;
  const negative = us.startsWith('-');
  const digits = us.replace(/[-,]/g, '');
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return negative ? `-${grouped}` : grouped;
}
