import type { CalendarDate } from '@apps/contracts/mytime/calendar';
import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave';
import { leaveDaysOf } from '@apps/contracts/mytime/leave-days';
import type { DbOrTx } from '../../db/client';
import { holidayDatesOf } from './holiday.service';
import { allocationsOf } from './leave-policy';

// What the demo seed (db/seed) reads from MyTime's rules, so its leave and balances agree with
// what the server computes for a real request.

/**
 * The working days a leave from `startDate` to `endDate` takes for this person, their holiday
 * calendar's days excluded, as a request would count them (0.5 for a half day; 0 when no day is a
 * working day). In days.
 */
export async function leaveDaysFor(
  db: DbOrTx,
  employeeId: string,
  leave: { startDate: CalendarDate; endDate: CalendarDate; halfDay?: HalfDay | null },
): Promise<number> {
  return leaveDaysOf(leave, await holidayDatesOf(db, employeeId, leave.startDate, leave.endDate));
}

/** The balance rows every person gets for a year: `[leave type, allocated days]` (the leave policy). */
export function yearlyAllocations(): Array<[LeaveType, number]> {
  return allocationsOf();
}
