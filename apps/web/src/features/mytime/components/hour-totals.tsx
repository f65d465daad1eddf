import type { HourTotals } from '@apps/contracts/mytime/hours';
import { formatNumber } from '../local-dates';
import { useI18n } from '../../../lib/i18n/intl';
import { commonMessages, timesheetMessages as T } from '../timesheet.messages';

/** Total, billable and non-billable hours of a timesheet, as computed by the server. */
export function HourTotalsRow({ totals }: { totals: HourTotals }) {
  const { formatMessage } = useI18n();
  // The test ids keep the English names whatever the language.
  const items = [
    { key: 'Total', label: formatMessage(T.total), value: totals.totalHours, tone: 'text-slate-900' },
    { key: 'Billable', label: formatMessage(T.billable), value: totals.billableHours, tone: 'text-emerald-700' },
    { key: 'Non-billable', label: formatMessage(T.nonBillable), value: totals.nonBillableHours, tone: 'text-slate-600' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-center" data-testid="hour-totals">
      {items.map((item) => (
        <div key={item.key}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className={`mt-1 text-lg font-semibold ${item.tone}`} data-testid={`total-${item.key}`}>
            {formatMessage(commonMessages.hoursValue, { hours: formatNumber(item.value) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
