import { z } from 'zod';
import { MAX_HOURS_PER_ENTRY } from './hours.values';

export {
  computeTotals,
  DEFAULT_ENTRY_HOURS,
  fromHalfHours,
  MAX_HOURS_PER_DAY,
  MAX_HOURS_PER_ENTRY,
  toHalfHours,
  WEEKLY_TARGET_HOURS,
  type HourTotals,
} from './hours.values';

/**
 * zod schema of hours in a request: a number 0 to 24 whose double is a whole number (0.5 steps).
 * Checked on the doubled value, so binary fractions never decide.
 */
export const HoursSchema = z
  .number({ message: 'Hours must be a number' })
  .min(0, { message: 'Hours must be at least 0' })
  .max(MAX_HOURS_PER_ENTRY, { message: `Hours must be at most ${MAX_HOURS_PER_ENTRY}` })
  .refine((value) => Number.isInteger(value * 2), { message: 'Hours must be in steps of 0.5' });
