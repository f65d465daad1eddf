import { Trash2 } from 'lucide-react';
import type { TimeEntry } from '@apps/contracts/mytime/timesheet';
import { formatWeekday } from '@apps/contracts/date-format';
import { Badge } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { formatNumber } from '../local-dates';
import { MYTIME_TEXTS, categoryLabel } from '../texts';

/**
 * The entries of a timesheet by date (SPEC.md section 2 "entries list"); a Delete button per entry
 * while the timesheet is editable (`onDelete` given).
 */
export function TimeEntriesList({ entries, onDelete, deletingId }: { entries: TimeEntry[]; onDelete?: (entry: TimeEntry) => void; deletingId?: string | null }) {
  if (entries.length === 0) return <EmptyState title={MYTIME_TEXTS.timesheet.noEntries} />;
  return (
    <ul className="divide-y divide-slate-100" aria-label={MYTIME_TEXTS.timesheet.timeEntries}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start gap-3 py-3" data-testid="time-entry">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{entry.projectName}</p>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{entry.taskDescription}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
              <span>{formatWeekday(entry.date)}</span>
              <span aria-hidden>·</span>
              <span>{categoryLabel(entry.category)}</span>
              <Badge tone={entry.isBillable ? 'green' : 'slate'}>{entry.isBillable ? MYTIME_TEXTS.timesheet.billable : MYTIME_TEXTS.timesheet.nonBillable}</Badge>
            </p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-slate-900">{formatNumber(entry.hours)} h</span>
          {onDelete && (
            <button
              type="button"
              onClick={() => onDelete(entry)}
              disabled={deletingId === entry.id}
              aria-label={`Delete entry ${entry.taskDescription} on ${formatWeekday(entry.date)}`}
              className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
