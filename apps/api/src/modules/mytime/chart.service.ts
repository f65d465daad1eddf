import { addDays, dayOfWeek } from '@apps/contracts/mytime/calendar';
import { CHART_WEEKS, type DayHours, type HoursChart, type PersonHours } from '@apps/contracts/mytime/charts';
import { WEEK_MUST_START_ON_SUNDAY } from '@apps/contracts/mytime/team';
import { usesTeamViews } from '@apps/contracts/mytime/mytime.policy';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { ValidationError } from '../../lib/errors';
import { withDelegators } from '../authority/reporting-line.service';
import * as chartRepository from './chart.repository';

/**
 * The dashboard's charts: the caller's hours per day from four weeks before `weekStartDate`
 * to its Saturday (35 days, oldest first, zero days included), and, for people who use the team views
 * (approvers), each direct report's hours in the week before (by name; people without hours show 0;
 * deactivated people included and marked, as in the direct-reports list).
 * @throws ValidationError `weekStartDate` not a Sunday.
 */
export async function hoursChart(db: Db, caller: Caller, weekStartDate: string): Promise<HoursChart> {
  if (dayOfWeek(weekStartDate) !== 0) throw new ValidationError({ weekStartDate: [WEEK_MUST_START_ON_SUNDAY] });
  const from = addDays(weekStartDate, -7 * (CHART_WEEKS - 1));
  const own = await chartRepository.ownHoursByDay(db, caller.user.id, from, weekStartDate);
  const byDate = new Map(own.map((row) => [row.key, row]));
  const days: DayHours[] = Array.from({ length: CHART_WEEKS * 7 }, (_, i) => {
    const date = addDays(from, i);
    const row = byDate.get(date);
    return { date, billableHours: row?.billable ?? 0, nonBillableHours: row?.non_billable ?? 0 };
  });
  if (!usesTeamViews(await withDelegators(db, caller))) return { days, team: [] };
  const lastWeek = addDays(weekStartDate, -7);
  const team = await chartRepository.directReportHours(db, caller.user.id, lastWeek);
  const people: PersonHours[] = team.map((row) => ({
    employeeId: row.key,
    name: row.name,
    email: row.email ?? '',
    isActive: row.is_active,
    billableHours: row.billable,
    nonBillableHours: row.non_billable,
  }));
  return { days, team: people };
}
