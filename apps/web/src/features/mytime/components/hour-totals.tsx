import type { HourTotals } from '@apps/contracts/mytime/hours';
import { formatNumber } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';

const T = MYTIME_TEXTS.timesheet;

/** Total, billable and non-billable hours of a timesheet, as computed by the server. */
export function HourTotalsRow({ totals }: { totals: HourTotals }) {
  const items = [
    { label: T.total, value: totals.totalHours, tone: 'text-slate-900' },
    { label: T.billable, value: totals.billableHours, tone: 'text-emerald-700' },
    { label: T.nonBillable, value: totals.nonBillableHours, tone: 'text-slate-600' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-center" data-testid="hour-totals">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className={`mt-1 text-lg font-semibold ${item.tone}`} data-testid={`total-${item.label}`}>
            {formatNumber(item.value)} h
          </dd>
        </div>
      ))}
    </dl>
  );
}
