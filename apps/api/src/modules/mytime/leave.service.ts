import type { z } from 'zod';
import { daysBetween, yearOf } from '@apps/contracts/mytime/calendar';
import { leaveDaysOf } from '@apps/contracts/mytime/leave-days';
import {
  MAX_CALENDAR_RANGE_DAYS,
  type CreateLeaveRequestSchema,
  type LeaveBalance,
  type LeaveRequest,
} from '@apps/contracts/mytime/leave';
import { pageOf, type Page, type PageQuery } from '@apps/contracts/page';
import type { Db, DbOrTx } from '../../db/client';
import { mayActOnLeaveOf, MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import { allowedInLine, mayReadTeam } from '../authority/reporting-line.service';
import { assertAllowed, requireVisible, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { formatDateIn } from '../../lib/i18n';
import { leaveRefusals as L, leaveTypeName, mytimeRefusal, timesheetRefusals as T } from './refusal.messages';
import { allocationsOf, maxDaysPerEvent, needsBalance } from './leave-policy';
import { sortBalances, toLeaveBalanceDto, toLeaveRequestDto } from './leave.mapper';
import * as leaveRepository from './leave.repository';
import { listOfPerson } from './holiday.repository';
import { lockPerson, userExists } from './mytime-people.repository';
import { todayOf } from '../settings/user-settings.service';

/** A validated leave request body (dates as `YYYY-MM-DD`). */
export type CreateLeaveRequestInput = z.output<typeof CreateLeaveRequestSchema>;

/** The person's balance rows of `year`, created from the policy when missing. */
export async function balancesOf(db: DbOrTx, employeeId: string, year: number) {
  await leaveRepository.ensureBalances(db, employeeId, year, allocationsOf());
  // Rows of event-based types made before they lost their balance stay in the table but are no balance.
  return sortBalances((await leaveRepository.listBalances(db, employeeId, year)).filter((b) => needsBalance(b.leaveType)));
}

/**
 * Creates a Pending leave request. `totalDays` = working days
 * (Monday to Friday, not a holiday of the person's calendar) from start to end inclusive, or 0.5 for
 * a half-day request (`halfDay`, one working day). The person's row is locked while checking, so two
 * requests of one person (two halves of one day included) cannot both pass the overlap and balance checks.
 * @throws ForbiddenError when a non-approver names someone else.
 * @throws ValidationError `endDate` (before start, other year, no working day), `halfDay` (more than one
 *   day, or not a working day), `startDate` (overlaps a Pending or Approved request, except the other
 *   half of the same day), `leaveType` (more days than available), `employeeId` (unknown).
 */
export async function createLeaveRequest(db: Db, caller: Caller, input: CreateLeaveRequestInput): Promise<LeaveRequest> {
  assertAllowed(await allowedInLine(db, caller, input.employeeId, mayActOnLeaveOf), mytimeRefusal(L.requestOwnOnly));
  if (input.endDate < input.startDate) throw new ValidationError({ endDate: [mytimeRefusal(L.endBeforeStart)] });
  if (yearOf(input.endDate) !== yearOf(input.startDate)) {
    throw new ValidationError({ endDate: [mytimeRefusal(L.twoYears)] });
  }
  const halfDay = input.halfDay ?? null;
  if (halfDay && input.startDate !== input.endDate) {
    throw new ValidationError({ halfDay: [mytimeRefusal(L.halfDayOneDay)] });
  }
  const holidays = (await listOfPerson(db, input.employeeId, input.startDate, input.endDate)).map((h) => h.date);
  // One rule with the Request Leave form's estimate.
  const totalDays = leaveDaysOf({ startDate: input.startDate, endDate: input.endDate, halfDay }, holidays);
  if (totalDays === 0) {
    if (halfDay) throw new ValidationError({ halfDay: [mytimeRefusal(L.halfDayWorkingDay)] });
    throw new ValidationError({ endDate: [mytimeRefusal(L.noWorkingDays)] });
  }
  const eventMax = maxDaysPerEvent(input.leaveType);
  if (eventMax !== null && totalDays > eventMax) {
    throw new ValidationError({
      endDate: [
        mytimeRefusal(L.perRequestLimit, (language) => ({ max: eventMax, leaveType: leaveTypeName(language, input.leaveType), needed: String(totalDays) })),
      ],
    });
  }

  const id = await db.transaction(async (tx) => {
    if (!(await lockPerson(tx, input.employeeId))) throw new ValidationError({ employeeId: [mytimeRefusal(T.noSuchEmployee)] });
    const overlap = await leaveRepository.findOverlapping(tx, input.employeeId, input.startDate, input.endDate, halfDay);
    if (overlap) {
      throw new ValidationError({
        startDate: [
          mytimeRefusal(L.overlaps, (language) => ({
            status: overlap.status,
            from: formatDateIn(language, overlap.startDate),
            to: formatDateIn(language, overlap.endDate),
          })),
        ],
      });
    }
    if (needsBalance(input.leaveType)) {
      const year = yearOf(input.startDate);
      const balance = (await balancesOf(tx, input.employeeId, year)).find((b) => b.leaveType === input.leaveType);
      const available = balance ? balance.allocated - balance.used : 0;
      if (totalDays > available) {
        throw new ValidationError({
          leaveType: [
            mytimeRefusal(L.notEnoughAvailable, (language) => ({
              available,
              leaveType: leaveTypeName(language, input.leaveType),
              year: String(year),
              needed: String(totalDays),
            })),
          ],
        });
      }
    }
    const created = await leaveRepository.insert(tx, { ...input, halfDay, totalDays });
    await writeAudit(tx, { actorId: caller.user.id, action: 'leave_request.created', entity: 'leave_request', entityId: created.id, after: created });
    return created.id;
  });
  return getLeaveRequest(db, caller, id);
}

/**
 * One leave request, if the caller may see it (own, or anyone's for an approver).
 * @throws NotFoundError when missing or not visible.
 */
export async function getLeaveRequest(db: DbOrTx, caller: Caller, id: string): Promise<LeaveRequest> {
  const found = await leaveRepository.findById(db, id);
  const visible = found ? await allowedInLine(db, caller, found.employeeId, mayActOnLeaveOf) : false;
  const row = requireVisible(found, () => visible, 'Leave request');
  return toLeaveRequestDto(row);
}

/**
 * One page of a person's leave requests, latest start first (SPEC.md section 7 GET /my).
 * @throws ForbiddenError when a non-approver asks for someone else's.
 */
export async function listMyLeaveRequests(
  db: Db,
  caller: Caller,
  query: PageQuery & { employeeId: string },
): Promise<Page<LeaveRequest>> {
  assertAllowed(await allowedInLine(db, caller, query.employeeId, mayActOnLeaveOf), 'You can only see your own leave requests');
  const { rows, total } = await leaveRepository.listByEmployee(db, query.employeeId, query.limit, query.offset);
  return pageOf(rows.map(toLeaveRequestDto), total, query);
}

/**
 * A person's balances of a year (days), created from the yearly policy when first needed (SPEC.md
 * section 7 GET /balances). WorkFromHome and LossOfPay have none. Without `year`, the caller's current
 * year in their time zone (chosen in Settings, else `orgTimeZone`).
 * @throws ForbiddenError for someone else's unless an approver; NotFoundError for an unknown person.
 */
export async function getLeaveBalances(db: Db, caller: Caller, query: { employeeId: string; year?: number }, orgTimeZone = 'UTC'): Promise<LeaveBalance[]> {
  assertAllowed(await allowedInLine(db, caller, query.employeeId, mayActOnLeaveOf), 'You can only see your own leave balances');
  if (!(await userExists(db, query.employeeId))) throw new NotFoundError('Employee');
  const year = query.year ?? Number((await todayOf(db, caller.user.id, orgTimeZone)).slice(0, 4));
  return (await balancesOf(db, query.employeeId, year)).map(toLeaveBalanceDto);
}

/**
 * Pending and Approved leave overlapping the range of team `teamId` (the manager `teamId`
 * and their direct reports; SPEC.md section 7 GET /calendar), one page. Readable by the team's members, the
 * people above its manager in the line, Admin on 'all', and their delegates.
 * @throws ForbiddenError for anyone else (the team's existence is not hidden: people are listed to
 *   everyone); ValidationError `endDate` before `startDate` or more than 366 days after it.
 */
export async function getLeaveCalendar(
  db: Db,
  caller: Caller,
  query: PageQuery & { teamId: string; startDate: string; endDate: string },
): Promise<Page<LeaveRequest>> {
  assertAllowed(await mayReadTeam(db, caller, query.teamId), MYTIME_DENIALS.teamCalendar);
  const span = daysBetween(query.startDate, query.endDate);
  if (span < 0) throw new ValidationError({ endDate: [mytimeRefusal(L.endBeforeStart)] });
  if (span >= MAX_CALENDAR_RANGE_DAYS) throw new ValidationError({ endDate: [mytimeRefusal(L.rangeTooLong, { max: String(MAX_CALENDAR_RANGE_DAYS) })] });
  const { rows, total } = await leaveRepository.listTeamPageInRange(db, {
    teamId: query.teamId,
    startDate: query.startDate,
    endDate: query.endDate,
    limit: query.limit,
    offset: query.offset,
  });
  return pageOf(rows.map(toLeaveRequestDto), total, query);
}
