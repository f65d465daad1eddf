import { countOf } from '@apps/contracts/plural';
import { formatIndianWhole } from '../../lib/number-format';


/** Whole rupees with the rupee sign and Indian digit grouping: 1250000 -> '₹12,50,000'. */
export function formatRupees(rupees: number): string {
  return `₹${formatIndianWhole(rupees)}`;
}

/** Years of experience in English: 1 -> '1 year', 4.5 -> '4.5 years' (screens use `hireMessages.years`). */
export function formatYears(years: number): string {
  return countOf(years, { one: 'year', other: 'years' });
}

/**
 * Parses what a person typed as a rupee amount, allowing grouping commas, spaces and the rupee sign:
 * '12,50,000' -> 1250000; '' -> null; anything else -> NaN (the schema then reports it).
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
