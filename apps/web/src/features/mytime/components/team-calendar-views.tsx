import type { CalendarDate } from '@apps/contracts/mytime/calendar';
import { withInactiveMark } from '../../../components/inactive-badge';
import type { IntlShape } from 'react-intl';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { formatDate, formatWeekday, formatWeekdayName } from '@apps/contracts/date-format';
import { useI18n } from '../../../lib/i18n/intl';
import { isWeekend, monthOf, type HolidayOnDate, type Month } from '../team-calendar';
import { halfDayText, leaveContextTexts, leaveTypeLabel, teamCalendarTexts } from '../leave-texts';
import { commonMessages } from '../timesheet.messages';
import { LeaveRequestRow } from './leave-request-row';

/** A request as one line for screen readers: "Arjun Mehta, Casual Leave, Pending". */
function entryLabel(intl: IntlShape, request: LeaveRequest): string {
  const half = halfDayText(intl, request.halfDay);
  const type = half ? `${leaveTypeLabel(intl, request.leaveType)} (${half})` : leaveTypeLabel(intl, request.leaveType);
  const T = teamCalendarTexts(intl);
  return T.entry(withInactiveMark(request.employeeName ?? intl.formatMessage(commonMessages.unknown), request.employeeActive), type, request.status === 'Approved' ? T.approved : T.pending);
}

const CHIP_TONE = {
  Approved: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  Pending: 'border-dashed border-amber-400 bg-amber-50 text-amber-900',
  Holiday: 'border-sky-200 bg-sky-50 text-sky-900',
} as const;

/** A holiday of some members on one day: the holiday's name, then whose it is (in the grid, their number when several; the title names them). */
function HolidayChip({ holiday, compact }: { holiday: HolidayOnDate; compact: boolean }) {
  const C = leaveContextTexts(useI18n()).teamCalendar;
  const people = holiday.people.join(', ');
  return (
    <li
      title={C.holidayEntry(holiday.name, people)}
      className={`rounded border ${compact ? 'px-1.5 py-0.5 text-xs' : 'px-3 py-2 text-sm'} ${CHIP_TONE.Holiday}`}
      data-testid="team-holiday"
    >
      <span className={compact ? 'block truncate font-medium' : 'block font-medium'}>{holiday.name}</span>
      <span className={compact ? 'block truncate' : 'block text-xs'}>
        <span className="sr-only">, </span>
        {C.holiday}: {compact && holiday.people.length > 1 ? C.peopleCount(holiday.people.length) : people}
      </span>
    </li>
  );
}

function chipTone(request: LeaveRequest): string {
  return request.status === 'Approved' ? CHIP_TONE.Approved : CHIP_TONE.Pending;
}

/** The legend of the chips: approved solid green, pending dashed amber (the status is also written). */
export function CalendarLegend() {
  const intl = useI18n();
  const C = leaveContextTexts(intl).teamCalendar;
  const T = teamCalendarTexts(intl);
  return (
    <ul className="flex flex-wrap items-center gap-3 text-xs text-slate-600" aria-label={T.legend}>
      <li className="flex items-center gap-1.5">
        <span className={`h-3 w-5 rounded border ${CHIP_TONE.Approved}`} aria-hidden /> {T.approved}
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`h-3 w-5 rounded border ${CHIP_TONE.Pending}`} aria-hidden /> {T.pending}
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`h-3 w-5 rounded border ${CHIP_TONE.Holiday}`} aria-hidden /> {C.holiday}
      </li>
    </ul>
  );
}

const WEEKDAYS: CalendarDate[] = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

/**
 * The month grid (medium screens and up): a table of Sunday-to-Saturday weeks, each day with the
 * members' holidays (each holiday once, with whose it is) and the leave on it as chips (name, type, and "Pending" written on pending ones); days of the neighbouring
 * months shaded with a lighter day number (not faded: their leave keeps its contrast), weekends shaded, today marked with `aria-current="date"`.
 */
export function MonthGrid({
  month,
  monthLabel,
  weeks,
  byDate,
  holidays = new Map(),
  today,
}: {
  month: Month;
  monthLabel: string;
  weeks: CalendarDate[][];
  byDate: Map<CalendarDate, LeaveRequest[]>;
  holidays?: Map<CalendarDate, HolidayOnDate[]>;
  today: CalendarDate;
}) {
  const intl = useI18n();
  const T = teamCalendarTexts(intl);
  const unknown = intl.formatMessage(commonMessages.unknown);
  return (
    <table className="w-full table-fixed border-collapse text-left" data-testid="team-calendar-grid">
      <caption className="sr-only">{monthLabel}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className="border-b border-slate-200 px-2 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <abbr title={formatWeekdayName(day, 'long')} className="no-underline">{formatWeekdayName(day)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const inMonth = monthOf(date) === month;
              const leave = byDate.get(date) ?? [];
              const dayHolidays = holidays.get(date) ?? [];
              return (
                <td
                  key={date}
                  aria-current={date === today ? 'date' : undefined}
                  className={`h-28 border border-slate-100 p-1.5 align-top ${isWeekend(date) || !inMonth ? 'bg-slate-50' : 'bg-white'}`}
                >
                  <p className={`mb-1 text-xs font-medium ${date === today ? 'inline-flex h-6 w-6 items-center justify-center rounded-full bg-blue-700 text-white' : inMonth ? 'text-slate-700' : 'text-slate-500'}`}>
                    <span aria-hidden>{Number(date.slice(8))}</span>
                    <span className="sr-only">{`${formatWeekdayName(date, 'long')}, ${formatDate(date)}`}</span>
                  </p>
                  {(leave.length > 0 || dayHolidays.length > 0) && (
                    <ul className="space-y-1">
                      {dayHolidays.map((holiday) => (
                        <HolidayChip key={holiday.name} holiday={holiday} compact />
                      ))}
                      {leave.map((request) => (
                        <li key={request.id} title={entryLabel(intl, request)} className={`rounded border px-1.5 py-0.5 text-xs ${chipTone(request)}`}>
                          <span className="block truncate font-medium">{withInactiveMark(request.employeeName ?? unknown, request.employeeActive)}</span>
                          <span className="block truncate">
                            <span className="sr-only">, </span>
                            {leaveTypeLabel(intl, request.leaveType)}
                            {request.halfDay && <span>, {halfDayText(intl, request.halfDay)}</span>}
                            {request.status !== 'Approved' && <span>, {T.pending}</span>}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The month as a list by day (small screens): only the month's days that have leave or a holiday,
 * each with its holidays (and whose they are) and the people away, their leave type, range and status.
 */
export function DayList({
  days,
  byDate,
  holidays = new Map(),
}: {
  days: CalendarDate[];
  byDate: Map<CalendarDate, LeaveRequest[]>;
  holidays?: Map<CalendarDate, HolidayOnDate[]>;
}) {
  const C = leaveContextTexts(useI18n()).teamCalendar;
  return (
    <ol className="divide-y divide-slate-100" data-testid="team-calendar-list">
      {days.map((date) => {
        const leave = byDate.get(date) ?? [];
        const dayHolidays = holidays.get(date) ?? [];
        const onHoliday = dayHolidays.reduce((sum, holiday) => sum + holiday.people.length, 0);
        return (
          <li key={date} className="px-4 py-3">
            <h3 className="text-sm font-semibold text-slate-900">
              {formatWeekday(date)} <span className="font-normal text-slate-500">· {C.awayCount(leave.length, onHoliday)}</span>
            </h3>
            <ul className="mt-2 space-y-2">
              {dayHolidays.map((holiday) => (
                <HolidayChip key={holiday.name} holiday={holiday} compact={false} />
              ))}
              {leave.map((request) => (
                <LeaveRequestRow key={request.id} request={request} tone={chipTone(request)} />
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
