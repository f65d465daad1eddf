import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import { Card } from '../../../components/card';
import { useI18n } from '../../../lib/i18n/intl';
import { formatNumber } from '../local-dates';
import { leaveTypeMessages } from '../leave.messages';
import { dashboardMessages as D } from '../timesheet.messages';

/** Width of a balance's progress bar in percent: available divided by allocated. */
export function availableShare(balance: Pick<LeaveBalance, 'available' | 'allocated'>): number {
  if (balance.allocated <= 0) return 0;
  return Math.max(0, Math.min(100, (balance.available / balance.allocated) * 100));
}

/** A card per leave type with available of allocated days and the progress bar. */
export function LeaveBalanceCards({ balances }: { balances: LeaveBalance[] }) {
  const { formatMessage } = useI18n();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label={formatMessage(D.leaveBalances)}>
      {balances.map((balance) => {
        const leaveType = formatMessage(leaveTypeMessages[balance.leaveType]);
        return (
        <li key={balance.id}>
          <Card className="h-full p-4" data-testid={`balance-${balance.leaveType}`}>
            <p className="text-sm font-medium text-slate-600">{leaveType}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">
              {formatNumber(balance.available)}
              <span className="text-sm font-normal text-slate-500"> / {formatNumber(balance.allocated)} {formatMessage(D.days)}</span>
            </p>
            <div
              className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-label={formatMessage(D.available, { leaveType })}
              aria-valuemin={0}
              aria-valuemax={balance.allocated}
              aria-valuenow={balance.available}
            >
              <div className="h-full rounded-full bg-blue-600" style={{ width: `${availableShare(balance)}%` }} />
            </div>
            <p className="mt-2 text-xs text-slate-500">{formatMessage(D.used, { days: formatNumber(balance.used) })}</p>
          </Card>
        </li>
        );
      })}
    </ul>
  );
}
