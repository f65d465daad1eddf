import { LEAVE_TYPES, type HalfDay, type LeaveBalance, type LeaveRequest, type LeaveStatus, type LeaveType } from '@apps/contracts/mytime/leave';
import type { LeaveBalanceRow, LeaveRequestRow } from './leave.repository';

/** Leave request row -> `LeaveRequest` DTO. */
export function toLeaveRequestDto(row: LeaveRequestRow): LeaveRequest {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    leaveType: row.leaveType as LeaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    totalDays: row.totalDays,
    halfDay: (row.halfDay as HalfDay | null) ?? null,
    reason: row.reason,
    status: row.status as LeaveStatus,
    rejectionReason: row.rejectionReason,
    reviewedById: row.reviewedById,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Balance row -> `LeaveBalance` DTO with `available = allocated - used` (days). */
export function toLeaveBalanceDto(row: LeaveBalanceRow): LeaveBalance {
  return {
    id: row.id,
    leaveType: row.leaveType as LeaveType,
    year: row.year,
    allocated: row.allocated,
    used: row.used,
    available: row.allocated - row.used,
  };
}

/** Balances in the order of SPEC.md section 3's leave types. */
export function sortBalances(rows: LeaveBalanceRow[]): LeaveBalanceRow[] {
  const order = (type: string) => LEAVE_TYPES.indexOf(type as LeaveType);
  return [...rows].sort((a, b) => order(a.leaveType) - order(b.leaveType));
}
