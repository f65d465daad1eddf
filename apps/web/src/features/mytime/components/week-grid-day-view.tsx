import { useState, type ComponentProps, type ReactNode } from 'react';
import { MAX_HOURS_PER_DAY } from '@apps/contracts/mytime/hours.values';
import { formatWeekday, formatWeekdayName } from '@apps/contracts/date-format';
import { formatNumber, todayLocal } from '../local-dates';
import { useI18n } from '../../../lib/i18n/intl';
import { categoryLabel } from '../texts';
import { weekGridMessages as G } from '../timesheet.messages';
import type { gridTotals, GridRow, WeekGrid } from '../week-grid';
import { GridCell } from './week-grid-cell';
import type { ReadOnlyRowsSlot } from './week-grid';

/**
 * The week grid on a narrow screen (390 px): a day picker with each day's total, then one
 * hours cell per row for the chosen day. Up, Down and Enter move between rows; Left and Right change
 * the day and keep the row.
 */
export function WeekGridDayView({
  grid,
  rows,
  totals,
  cellProps,
  readOnlyRows,
}: {
  grid: WeekGrid;
  rows: GridRow[];
  totals: ReturnType<typeof gridTotals>;
  cellProps: (row: GridRow, rowIndex: number, date: string, colIndex: number) => ComponentProps<typeof GridCell>;
  readOnlyRows?: (slot: ReadOnlyRowsSlot) => ReactNode;
}) {
  const intl = useI18n();
  const { formatMessage } = intl;
  const today = todayLocal();
  const [col, setCol] = useState(() => Math.max(grid.dates.indexOf(today), 0));
  const date = grid.dates[col]!;
  const over = totals.overDays.has(date);
  return (
    <div className="space-y-3">
      <div role="group" aria-label={formatMessage(G.chooseDay)} className="grid grid-cols-7 gap-1">
        {grid.dates.map((day, index) => (
          <button
            key={day}
            type="button"
            aria-pressed={index === col}
            onClick={() => setCol(index)}
            className={`rounded-md border px-0.5 py-1 text-center text-xs ${index === col ? 'border-blue-600 bg-blue-50 font-semibold text-blue-800' : 'border-slate-200 text-slate-600'} ${totals.overDays.has(day) ? 'text-red-700' : ''}`}
          >
            <span className="block">{formatWeekdayName(day)}</span>
            <span className="block tabular-nums">{formatNumber(totals.perDay.get(day) ?? 0)}</span>
          </button>
        ))}
      </div>
      <h3 className="text-sm font-semibold text-slate-900">{formatWeekday(date)}</h3>
      {rows.length === 0 && <p className="text-sm text-slate-500">{formatMessage(G.noRows)}</p>}
      <ul className="space-y-2">
        {rows.map((row, rowIndex) => {
          const props = cellProps(row, rowIndex, date, col);
          return (
            <li key={row.key} className="flex items-start justify-between gap-3 border-b border-slate-100 pb-2" data-testid="grid-row">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{row.projectName}</p>
                <p className="truncate text-xs text-slate-500">
                  {row.taskDescription} · {categoryLabel(row.category, intl)} · {formatMessage(row.isBillable ? G.billable : G.nonBillable)}
                </p>
              </div>
              <div className="w-20 shrink-0">
                <GridCell
                  {...props}
                  onMove={(delta) => {
                    if (delta.col !== 0) setCol((current) => Math.min(Math.max(current + delta.col, 0), grid.dates.length - 1));
                    else props.onMove(delta);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {readOnlyRows?.({ dates: grid.dates, layout: 'day', day: date })}
      <p className={`text-right text-sm font-semibold ${over ? 'text-red-700' : 'text-slate-900'}`} data-testid={`day-total-${date}`}>
        {formatMessage(G.dayTotalValue, { hours: formatNumber(totals.perDay.get(date) ?? 0) })}
        {over && (
          <span role="alert" className="block text-xs font-normal">
            {formatMessage(G.overDay, { max: MAX_HOURS_PER_DAY })}
          </span>
        )}
      </p>
    </div>
  );
}
