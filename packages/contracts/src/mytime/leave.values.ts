// The plain values of leave.ts (no zod): labels and lists a screen needs before any schema.
// leave.ts builds its schemas from these and re-exports them.

/** Leave types. */
export const LEAVE_TYPES = [
  'CasualLeave',
  'SickLeave',
  'EarnedLeave',
  'CompensatoryOff',
  'WorkFromHome',
  'LossOfPay',
  'MaternityLeave',
  'PaternityLeave',
  'BereavementLeave',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** Labels of the leave types for people. */
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  CasualLeave: 'Casual Leave',
  SickLeave: 'Sick Leave',
  EarnedLeave: 'Earned Leave',
  CompensatoryOff: 'Compensatory Off',
  WorkFromHome: 'Work From Home',
  LossOfPay: 'Loss of Pay',
  MaternityLeave: 'Maternity Leave',
  PaternityLeave: 'Paternity Leave',
  BereavementLeave: 'Bereavement Leave',
};

/** Types that need no balance (docs/administration.md "MyTime leave policy"). */
export const UNLIMITED_LEAVE_TYPES: readonly LeaveType[] = ['WorkFromHome', 'LossOfPay'];

/** Types that draw on a yearly balance. */
export const BALANCE_LEAVE_TYPES: readonly LeaveType[] = LEAVE_TYPES.filter((type) => !UNLIMITED_LEAVE_TYPES.includes(type));

/**
 * The halves of a half-day request: the morning (`FirstHalf`) or the afternoon
 * (`SecondHalf`) of one working day, 0.5 day. Two halves of one day by one person are one day.
 */
export const HALF_DAYS = ['FirstHalf', 'SecondHalf'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

/** Labels of the halves for people (our texts, not SPEC.md's). */
export const HALF_DAY_LABELS: Record<HalfDay, string> = { FirstHalf: 'First half', SecondHalf: 'Second half' };

/** Leave states: Pending -> Approved, Rejected or Cancelled. */
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Default type of the request form. */
export const DEFAULT_LEAVE_TYPE: LeaveType = 'CasualLeave';
