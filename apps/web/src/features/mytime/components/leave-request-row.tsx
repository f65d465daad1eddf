import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { formatDateRange } from '@apps/contracts/date-format';
import { useI18n } from '../../../lib/i18n/intl';
import { halfDayText, leaveTypeLabel } from '../leave-texts';
import { commonMessages } from '../timesheet.messages';
import { StatusBadge } from './status-badge';

/**
 * One leave request as a list item (My Team's "On leave this week", the team calendar's list by day):
 * the person's name, below it the leave type, date range and the half of a half-day request, the status badge at the end.
 * With `tone` (border and colour classes) the item is a framed chip in that tone and its text takes
 * the chip's colour; without, plain slate text.
 */
export function LeaveRequestRow({ request, tone }: { request: LeaveRequest; tone?: string }) {
  const intl = useI18n();
  const frame = tone === undefined ? '' : ` rounded-md border px-3 py-2 ${tone}`;
  return (
    <li className={`flex flex-wrap items-center justify-between gap-2 text-sm${frame}`}>
      <span className="min-w-0">
        <span className={tone === undefined ? 'block font-medium text-slate-900' : 'block font-medium'}>{request.employeeName ?? intl.formatMessage(commonMessages.unknown)}</span>
        <span className={tone === undefined ? 'block text-xs text-slate-500' : 'block text-xs'}>
          {leaveTypeLabel(intl, request.leaveType)} · {formatDateRange(request.startDate, request.endDate)}
          {request.halfDay && <> · {halfDayText(intl, request.halfDay)}</>}
        </span>
      </span>
      <StatusBadge status={request.status} />
    </li>
  );
}
