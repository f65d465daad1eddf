import { z } from 'zod';
import { HOURS_MESSAGES, MAX_HOURS_PER_ENTRY } from './hours.values';

export {
  computeTotals,
  DEFAULT_ENTRY_HOURS,
  fromHalfHours,
  HOURS_MESSAGES,
  MAX_HOURS_PER_DAY,
  MAX_HOURS_PER_ENTRY,
  toHalfHours,
  totalsOfHalfHours,
  WEEKLY_TARGET_HOURS,
  type HalfHourTotals,
  type HourTotals,
} from './hours.values';

/**
 * zod schema of hours in a request: a number 0 to 24 whose double is a whole number (0.5 steps).
 * Checked on the doubled value, so binary fractions never decide.
 */
export const HoursSchema = z
  .number({ message: HOURS_MESSAGES.number })
  .min(0, { message: HOURS_MESSAGES.min })
  .max(MAX_HOURS_PER_ENTRY, { message: HOURS_MESSAGES.max })
  .refine((value) => Number.isInteger(value * 2), { message: HOURS_MESSAGES.step });
