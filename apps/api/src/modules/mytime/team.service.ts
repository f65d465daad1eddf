import { dayOfWeek } from '@apps/contracts/mytime/calendar';
import { WEEK_MUST_START_ON_SUNDAY, type TeamMissingTimesheet } from '@apps/contracts/mytime/team';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { ValidationError } from '../../lib/errors';
import { listTeamMissingTimesheets } from './team-status.service';

/**
 * The caller's direct reports who have not submitted their timesheet for the week starting
 * `weekStartDate` (the MyTime dashboard's "My team" panel): no timesheet, or one still in
 * Draft; active people with a MyTime role only, by name (the one query, `listTeamMissingTimesheets`,
 * decision 0063). A person without direct reports gets an empty list.
 * @throws ValidationError `weekStartDate` that is not a Sunday.
 */
export async function listMyTeamMissingTimesheets(db: DbOrTx, caller: Caller, weekStartDate: string): Promise<TeamMissingTimesheet[]> {
  if (dayOfWeek(weekStartDate) !== 0) throw new ValidationError({ weekStartDate: [WEEK_MUST_START_ON_SUNDAY] });
  return listTeamMissingTimesheets(db, caller.user.id, weekStartDate);
}
