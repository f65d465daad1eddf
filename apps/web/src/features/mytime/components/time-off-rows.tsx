import { CalendarOff } from 'lucide-react';
import { formatWeekday, formatWeekdayName } from '@apps/contracts/date-format';
import type { IntlShape } from 'react-intl';
import type { TimeOffRow, TimeOffWeek } from '@apps/contracts/mytime/time-off';
import { QueryContent } from '../../../components/query-state';
import { useI18n } from '../../../lib/i18n/intl';
import { useTimeOff } from '../api/get-time-off';
import { formatNumber } from '../local-dates';
import { leaveTypeMessages } from '../leave.messages';
import { commonMessages, timeOffMessages as T } from '../timesheet.messages';
import type { ReadOnlyRowsSlot } from './week-grid';

/** A row's name: the holiday's, or the leave type's with the half of a half day, in the language of `intl`. */
function rowLabel(row: TimeOffRow, intl: IntlShape): string {
  const label = row.leaveType ? intl.formatMessage(leaveTypeMessages[row.leaveType]) : row.label;
  if (!row.halfDay) return label;
  return intl.formatMessage(row.halfDay === 'FirstHalf' ? T.firstHalf : T.secondHalf, { label });
}

/** Hours as a cell shows them: nothing for none. */
const hoursIn = (intl: IntlShape, value: number) => (value === 0 ? '' : intl.formatMessage(commonMessages.hoursValue, { hours: formatNumber(value) }));

/**
 * The week's time off as read-only rows, from `GET /v1/mytime/timesheets/{id}/time-off`:
 * one row per holiday and approved leave request with hours per day (Sunday to Saturday), and the
 * week's separate "Time off" figure, never part of the timesheet's total, billable or non-billable
 * hours. Pure: give it the week (the weekly grid can place `TimeOffTable` among its own rows).
 */
export function TimeOffTable({ timeOff }: { timeOff: TimeOffWeek }) {
  const intl = useI18n();
  const { formatMessage } = intl;
  const hours = (value: number) => hoursIn(intl, value);
  if (timeOff.rows.length === 0) return <p className="text-sm text-slate-500">{formatMessage(T.none)}</p>;
  return (
    // Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
    <div className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-300" tabIndex={0} role="region" aria-label={formatMessage(T.caption)}>
      <table className="w-full min-w-[36rem] text-sm" data-testid="time-off-rows">
        <caption className="sr-only">{formatMessage(T.caption)}</caption>
        <thead>
          <tr className="text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-3">
              {formatMessage(T.kind)}
            </th>
            {timeOff.days.map((day) => (
              <th key={day.date} scope="col" className="px-1 py-2 text-right" title={formatWeekday(day.date)}>
                {formatWeekdayName(day.date)}
              </th>
            ))}
            <th scope="col" className="py-2 pl-3 text-right">
              {formatMessage(T.total)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {timeOff.rows.map((row) => (
            <tr key={row.holidayId ?? row.leaveRequestId} data-testid="time-off-row">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                <span className="mr-2 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                  {formatMessage(row.kind === 'Holiday' ? T.holiday : T.leave)}
                </span>{' '}
                {rowLabel(row, intl)}
              </th>
              {row.days.map((day) => (
                <td key={day.date} className="px-1 py-2 text-right tabular-nums text-slate-700">
                  {hours(day.hours)}
                </td>
              ))}
              <td className="py-2 pl-3 text-right font-medium tabular-nums text-slate-900">{hours(row.totalHours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The week's "Time off" figure (hours), shown apart from the spec's totals. */
export function TimeOffFigure({ totalHours }: { totalHours: number }) {
  const { formatMessage } = useI18n();
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="time-off-total">
      <CalendarOff className="h-4 w-4 text-amber-700" aria-hidden />
      <span className="font-medium">{formatMessage(T.figure)}</span>{' '}
      <span className="font-semibold tabular-nums">{formatMessage(commonMessages.hoursValue, { hours: formatNumber(totalHours) })}</span>
    </p>
  );
}

/**
 * The time off of timesheet `timesheetId` with its loading and error states: the figure and
 * the rows, read-only, needing no approval. Used by the Timesheets and Approvals screens.
 */
export function TimeOffRows({ timesheetId }: { timesheetId: string }) {
  const { formatMessage } = useI18n();
  const query = useTimeOff(timesheetId);
  return (
    <section aria-label={formatMessage(T.title)} className="space-y-2 rounded-lg border border-amber-100 bg-amber-50/30 p-3" data-testid="time-off">
      <QueryContent query={query} loadingLabel={formatMessage(T.loading)} errorClassName="">
        {(timeOff) => (
          <>
            <TimeOffFigure totalHours={timeOff.totalHours} />
            <TimeOffTable timeOff={timeOff} />
            <p className="text-xs text-slate-500">{formatMessage(T.note, { hours: formatNumber(timeOff.workingDayHours) })}</p>
          </>
        )}
      </QueryContent>
    </section>
  );
}

/** The badge that tells a holiday from leave. */
function KindBadge({ row }: { row: TimeOffRow }) {
  const { formatMessage } = useI18n();
  return (
    <span className="mr-2 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">{formatMessage(row.kind === 'Holiday' ? T.holiday : T.leave)}</span>
  );
}

/**
 * The week's time off inside the week grid ("the week shows the person's holidays and
 * approved leave as read-only time-off rows"), drawn in `WeekGrid`'s `readOnlyRows` slot. Layout
 * 'table': a heading row, then one `<tr>` per holiday and approved leave request (label, hours on each
 * of the slot's seven dates, total), without inputs, so the grid's keyboard moves pass them by; layout
 * 'day': the rows with hours on `slot.day`. Nothing while loading, on failure or without time off
 * (`TimeOffSummary` beside the grid shows those states). Never part of the grid's totals.
 */
export function TimeOffGridRows({ timesheetId, slot }: { timesheetId: string; slot: ReadOnlyRowsSlot }) {
  const intl = useI18n();
  const hours = (value: number) => hoursIn(intl, value);
  const { data: timeOff } = useTimeOff(timesheetId);
  if (!timeOff || timeOff.rows.length === 0) return null;
  const hoursOn = (row: TimeOffRow, date: string) => row.days.find((day) => day.date === date)?.hours ?? 0;
  if (slot.layout === 'day') {
    const day = slot.day ?? '';
    const rows = timeOff.rows.filter((row) => hoursOn(row, day) > 0);
    if (rows.length === 0) return null;
    return (
      <div className="rounded-md border border-amber-100 bg-amber-50/30 px-3 py-2" data-testid="time-off-day">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{intl.formatMessage(T.title)}</p>
        <ul className="mt-1 space-y-1">
          {rows.map((row) => (
            <li key={row.holidayId ?? row.leaveRequestId} className="flex items-start justify-between gap-3 text-sm" data-testid="time-off-row">
              <span className="min-w-0 [overflow-wrap:anywhere] text-slate-800">
                <KindBadge row={row} />{' '}
                {rowLabel(row, intl)}
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">{hours(hoursOn(row, day))}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <>
      <tr>
        <th scope="rowgroup" colSpan={slot.dates.length + 2} className="border-t border-slate-100 px-1 pt-3 text-left text-xs font-medium uppercase tracking-wide text-slate-600">
          {intl.formatMessage(T.title)}
        </th>
      </tr>
      {timeOff.rows.map((row) => (
        <tr key={row.holidayId ?? row.leaveRequestId} className="align-top bg-amber-50/40" data-testid="time-off-row">
          <th scope="row" className="max-w-[16rem] px-1 py-1.5 text-left font-normal text-slate-800">
            <KindBadge row={row} />{' '}
            {rowLabel(row, intl)}
          </th>
          {slot.dates.map((date) => (
            <td key={date} className="px-1 py-1.5 text-right tabular-nums text-slate-700">
              {hours(hoursOn(row, date))}
            </td>
          ))}
          <td className="px-1 py-1.5 text-right font-medium tabular-nums text-slate-900">{hours(row.totalHours)}</td>
        </tr>
      ))}
    </>
  );
}

/**
 * Beside the week grid: the week's separate "Time off" figure and what it means, with the
 * read's loading and error states (Retry). The rows themselves are `TimeOffGridRows`, in the grid.
 */
export function TimeOffSummary({ timesheetId }: { timesheetId: string }) {
  const { formatMessage } = useI18n();
  const query = useTimeOff(timesheetId);
  return (
    <section aria-label={formatMessage(T.title)} className="space-y-1 rounded-lg border border-amber-100 bg-amber-50/30 px-3 py-2" data-testid="time-off">
      <QueryContent query={query} loadingLabel={formatMessage(T.loading)} errorClassName="">
        {(timeOff) => (
          <>
            <TimeOffFigure totalHours={timeOff.totalHours} />
            <p className="text-xs text-slate-600">{formatMessage(timeOff.rows.length === 0 ? T.none : T.note, { hours: formatNumber(timeOff.workingDayHours) })}</p>
          </>
        )}
      </QueryContent>
    </section>
  );
}
