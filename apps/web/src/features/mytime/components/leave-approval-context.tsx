import { useRef } from 'react';
import type { PendingLeaveRequest, TeamAbsence } from '@apps/contracts/mytime/leave';
import { formatDateRange } from '@apps/contracts/date-format';
import type { IntlShape } from 'react-intl';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useI18n } from '../../../lib/i18n/intl';
import { useLeaveApprovalContext } from '../api/get-leave-approval-context';
import { halfDayText, leaveContextTexts, leaveTypeLabel } from '../leave-texts';
import { commonMessages } from '../timesheet.messages';

/** One absence as a line: "Meera Joshi · Casual Leave, Second half · Nov 27, 2026 · Pending" or "… · Holiday: Diwali · …". */
function absenceText(intl: IntlShape, absence: TeamAbsence): string {
  const C = leaveContextTexts(intl).approval;
  const what =
    absence.kind === 'holiday'
      ? C.holiday(absence.name ?? '')
      : [absence.leaveType ? leaveTypeLabel(intl, absence.leaveType) : '', halfDayText(intl, absence.halfDay)].filter(Boolean).join(', ');
  const parts = [absence.employeeName ?? intl.formatMessage(commonMessages.unknown), what, formatDateRange(absence.startDate, absence.endDate)];
  if (absence.status === 'Pending') parts.push(C.pending);
  return parts.join(' · ');
}

/**
 * Beside Approve and Reject of one pending leave request: the requester's balance of its type (and what
 * is left after approving it) and who else of the team is away on its days, on leave or a holiday
 * (`GET /v1/mytime/leaves/{id}/context`). Loads on its own once near the viewport; a failure says so
 * without hiding the buttons.
 */
export function LeaveApprovalContextPanel({ request }: { request: PendingLeaveRequest }) {
  // A long list asks for the context of the requests someone scrolls to, not of all at once.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const context = useLeaveApprovalContext(request.id, near);
  const intl = useI18n();
  const C = leaveContextTexts(intl).approval;
  const label = C.region(request.employeeName ?? intl.formatMessage(commonMessages.unknown));
  if (context.isPending) {
    return (
      <div ref={box} role="status" aria-label={label} className="mt-2 space-y-1.5" data-testid="leave-context">
        <span className="sr-only">{C.loading}</span>
        <span className="block h-3 w-48 max-w-full animate-pulse rounded bg-slate-200" aria-hidden />
        <span className="block h-3 w-64 max-w-full animate-pulse rounded bg-slate-200" aria-hidden />
      </div>
    );
  }
  if (context.isError) {
    return (
      <p className="mt-2 text-sm text-amber-800" data-testid="leave-context">
        {C.failed}
      </p>
    );
  }
  const { balance, awayInTeam } = context.data;
  const after = balance ? balance.available - request.totalDays : null;
  return (
    <section aria-label={label} className="mt-2 space-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm" data-testid="leave-context">
      <p className="text-slate-800" data-testid="leave-context-balance">
        {balance ? (
          <>
            <span className="font-medium">{C.balance(leaveTypeLabel(intl, balance.leaveType), balance.available, balance.allocated)}</span>
            {after !== null && <span className={after < 0 ? 'text-red-700' : 'text-slate-600'}> · {after < 0 ? C.notEnough : C.afterApproval(after)}</span>}
          </>
        ) : (
          C.noBalance
        )}
      </p>
      <div data-testid="leave-context-away">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{C.awayTitle}</p>
        {awayInTeam.length === 0 ? (
          <p className="text-slate-600">{C.nobodyAway}</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {awayInTeam.map((absence) => (
              <li key={`${absence.kind}-${absence.employeeId}-${absence.startDate}-${absence.name ?? absence.leaveType ?? ''}`} className="[overflow-wrap:anywhere]">
                {absenceText(intl, absence)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
