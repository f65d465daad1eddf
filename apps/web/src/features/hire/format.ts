import type { EmploymentType, ExperienceLevel } from '@apps/contracts/hire/job-posting';
import { countOf } from '@apps/contracts/plural';
import { formatIndianWhole } from '../../lib/number-format';


/** Whole rupees with the rupee sign and Indian digit grouping: 1250000 -> '₹12,50,000'. */
export function formatRupees(rupees: number): string {
  return `₹${formatIndianWhole(rupees)}`;
}

/** Years of experience: 1 -> '1 year', 4.5 -> '4.5 years'. */
export function formatYears(years: number): string {
  return countOf(years, { one: 'year', other: 'years' });
}

/** Display names of the employment types (values). */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FullTime: 'Full-time',
  PartTime: 'Part-time',
  Contract: 'Contract',
  Intern: 'Intern',
};

/** Display names of the experience levels (values). */
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  Fresher: 'Fresher',
  Junior: 'Junior',
  Mid: 'Mid-level',
  Senior: 'Senior',
  Lead: 'Lead',
  Principal: 'Principal',
};

/**
 * Parses what a person typed as a rupee amount, allowing grouping commas, spaces and the rupee sign:
 * '12,50,000' -> 1250000; '' -> null; anything else -> NaN (the schema then reports it).
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
