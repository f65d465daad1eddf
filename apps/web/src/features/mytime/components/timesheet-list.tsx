import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange } from '@apps/contracts/date-format';
import { EmptyState } from '../../../components/empty-state';
import { formatNumber } from '../local-dates';
import { useI18n } from '../../../lib/i18n/intl';
import { commonMessages, timesheetMessages } from '../timesheet.messages';
import { StatusBadge } from './status-badge';

/** My timesheets, newest week first; one can be selected. */
export function TimesheetList({ timesheets, selectedId, onSelect }: { timesheets: Timesheet[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { formatMessage } = useI18n();
  if (timesheets.length === 0) return <EmptyState title={formatMessage(timesheetMessages.empty)} />;
  return (
    <ul className="divide-y divide-slate-100" aria-label={formatMessage(timesheetMessages.myTimesheets)}>
      {timesheets.map((sheet) => (
        <li key={sheet.id}>
          <button
            type="button"
            aria-current={sheet.id === selectedId}
            onClick={() => onSelect(sheet.id)}
            className={`flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 ${sheet.id === selectedId ? 'bg-blue-50' : ''}`}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{formatDateRange(sheet.weekStartDate, sheet.weekEndDate)}</span>
              <span className="block text-xs text-slate-600">{formatMessage(commonMessages.hoursValue, { hours: formatNumber(sheet.totalHours) })}</span>
            </span>
            <StatusBadge status={sheet.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}
