import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, type CalendarDate } from '@apps/contracts/mytime/calendar.values';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet.values';
import { formatDateRange } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/input-class';
import { useI18n } from '../../../lib/i18n/intl';
import { statusMessages, weekMessages as W } from '../timesheet.messages';
import { weeksOf, type WeekRange } from '../timesheet-weeks';

/** The dates of the week that starts on `week`, as the screens write a week (`Nov 15 – Nov 21, 2026`). */
export function weekLabel(week: CalendarDate): string {
  return formatDateRange(week, addDays(week, 6));
}

/**
 * Previous week / Next week and a picker of the weeks a person may open (`range`, see `allowedWeeks`),
 * newest first, each with the status of its timesheet or "no timesheet". `statuses` maps a week's
 * Sunday to its timesheet's status; `current` is the Sunday of the current week.
 */
export function WeekNavigator({
  week,
  range,
  current,
  statuses,
  onChange,
}: {
  week: CalendarDate;
  range: WeekRange;
  current: CalendarDate;
  statuses: ReadonlyMap<CalendarDate, TimesheetStatus>;
  onChange: (week: CalendarDate) => void;
}) {
  const { formatMessage } = useI18n();
  const previous = addDays(week, -7);
  const next = addDays(week, 7);
  return (
    <nav aria-label={formatMessage(W.weekNavigation)} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
      <label className="col-span-2 min-w-0 sm:order-2">
        <select className={`${INPUT_CLASS} h-9 py-1 sm:w-auto`} value={week} onChange={(e) => onChange(e.target.value)} aria-label={formatMessage(W.week)}>
          {weeksOf(range).map((option) => {
            const status = statuses.get(option);
            const range = weekLabel(option);
            const label = status ? formatMessage(W.weekOption, { range, status: formatMessage(statusMessages[status]) }) : formatMessage(W.weekOptionEmpty, { range });
            return (
              <option key={option} value={option}>
                {option === current ? `${label} (${formatMessage(W.thisWeek)})` : label}
              </option>
            );
          })}
        </select>
      </label>
      <Button variant="secondary" size="sm" className="h-9 sm:order-1" onClick={() => onChange(previous)} disabled={previous < range.first}>
        <ChevronLeft className="h-4 w-4" aria-hidden /> {formatMessage(W.previousWeek)}
      </Button>
      <Button variant="secondary" size="sm" className="h-9 sm:order-3" onClick={() => onChange(next)} disabled={next > range.last}>
        {formatMessage(W.nextWeek)} <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
