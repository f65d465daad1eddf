import type { TimeOffWeek } from '@apps/contracts/mytime/time-off';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { listOfPerson } from './holiday.repository';
import * as leaveRepository from './leave.repository';
import { visibleTimesheet } from './timesheet.service';
import { buildTimeOffWeek } from './time-off.rules';

/**
 * The time off of timesheet `id`'s week: the owner's holidays and Approved leave as
 * read-only rows of hours per day (`workingDayHours` a day, half for a half day), read now, so leave
 * approved after the week was submitted appears too. Readable by whoever may read the timesheet.
 * @throws NotFoundError when the timesheet is missing or not visible to the caller.
 */
export async function getTimeOff(db: DbOrTx, caller: Caller, id: string, workingDayHours: number): Promise<TimeOffWeek> {
  const sheet = await visibleTimesheet(db, caller, id);
  const [holidays, leaves] = await Promise.all([
    listOfPerson(db, sheet.employeeId, sheet.weekStartDate, sheet.weekEndDate),
    leaveRepository.listInRange(db, {
      employeeId: sheet.employeeId,
      startDate: sheet.weekStartDate,
      endDate: sheet.weekEndDate,
      onlyApproved: true,
      limit: 50,
    }),
  ]);
  return buildTimeOffWeek({ timesheetId: sheet.id, employeeId: sheet.employeeId, weekStartDate: sheet.weekStartDate }, holidays, leaves, workingDayHours);
}
