import { calendarDateOf } from '@apps/contracts/date-format';

/**
 * The quarter (1 to 4) and year of `date` in the person's time zone (chosen in Settings, else the
 * browser's): the OKR form's and the review form's defaults.
 */
export function currentQuarter(date = new Date()): { quarter: number; year: number } {
  const [year, month] = calendarDateOf(date).split('-').map(Number) as [number, number];
  return { quarter: Math.floor((month - 1) / 3) + 1, year };
}

/**
 * The dashboard's average progress of active OKRs, rounded to a whole percent; 0
 * without active OKRs.
 */
export function averageProgress(items: ReadonlyArray<{ progress: number }>): number {
  if (items.length === 0) return 0;
  return Math.round(items.reduce((sum, item) => sum + item.progress, 0) / items.length);
}

/** A number without trailing zeros: 12 -> '12', 4.25 -> '4.25'. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** A progress percentage as shown: 33.3 -> '33.3%', 100 -> '100%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
