import { LEAVE_TYPES, type LeaveBalance, type LeaveRequest, type LeaveType } from '@apps/contracts/mytime/leave';
import type { LeaveBalanceRow, LeaveRequestRow } from './leave.repository';

/** Leave request row -> `LeaveRequest` DTO. */
export function toLeaveRequestDto(row: LeaveRequestRow): LeaveRequest {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeeActive: row.employeeActive,
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    totalDays: row.totalDays,
    halfDay: row.halfDay ?? null,
    reason: row.reason,
    status: row.status,
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
    leaveType: row.leaveType,
    year: row.year,
    allocated: row.allocated,
    used: row.used,
    available: row.allocated - row.used,
  };
}

/** Balances in the order of the spec's leave types. */
export function sortBalances(rows: LeaveBalanceRow[]): LeaveBalanceRow[] {
  const order = (type: string) => LEAVE_TYPES.indexOf(type as LeaveType);
  return [...rows].sort((a, b) => order(a.leaveType) - order(b.leaveType));
}
