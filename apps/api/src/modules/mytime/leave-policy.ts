import type { LeaveType } from '@apps/contracts/mytime/leave';

/**
 * The yearly leave policy (docs/administration.md "MyTime leave policy"): working days allocated to every person per
 * calendar year and leave type. WorkFromHome and LossOfPay have no balance. Balances are created from
 * this table the first time a person's balances for a year are needed; unused days do not carry over.
 */
export const YEARLY_LEAVE_ALLOCATION: Readonly<Partial<Record<LeaveType, number>>> = {
  CasualLeave: 12,
  SickLeave: 12,
  EarnedLeave: 18,
  CompensatoryOff: 2,
};

/**
 * Event-based leave: granted per event (a birth, a bereavement), subject to approval,
 * with at most this many working days per request. It has no yearly balance, so it is neither shown
 * among the balances nor counted in the dashboard's sum.
 */
export const EVENT_LEAVE_MAX_DAYS: Readonly<Partial<Record<LeaveType, number>>> = {
  MaternityLeave: 130,
  PaternityLeave: 10,
  BereavementLeave: 5,
};

/** True when requests of this type draw on a balance. */
export function needsBalance(type: LeaveType): boolean {
  return YEARLY_LEAVE_ALLOCATION[type] !== undefined;
}

/** The most working days one request of an event-based type may take, or null for other types. */
export function maxDaysPerEvent(type: LeaveType): number | null {
  return EVENT_LEAVE_MAX_DAYS[type] ?? null;
}

/** The balance rows a person gets for a year: `[type, allocated days]`. */
export function allocationsOf(): Array<[LeaveType, number]> {
  return Object.entries(YEARLY_LEAVE_ALLOCATION) as Array<[LeaveType, number]>;
}
