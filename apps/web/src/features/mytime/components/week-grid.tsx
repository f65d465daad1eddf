import { useMemo, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Copy } from 'lucide-react';
import type { IntlShape } from 'react-intl';
import { MAX_HOURS_PER_DAY } from '@apps/contracts/mytime/hours.values';
import type { Project } from '@apps/contracts/mytime/project';
import { allowsBillable } from '@apps/contracts/mytime/project.values';
import { EDITABLE_TIMESHEET_STATUSES } from '@apps/contracts/mytime/timesheet.values';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { formatDateRange, formatWeekday, formatWeekdayName } from '@apps/contracts/date-format';
import { addDays } from '@apps/contracts/mytime/calendar.values';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/intl';
import { useSaveWeekEntries } from '../api/save-week-entries';
import { formatNumber } from '../local-dates';
import { categoryLabel } from '../texts';
import { commonMessages, timesheetMessages as T, weekGridMessages as G, weekMessages as W } from '../timesheet.messages';
import {
  buildWeekGrid,
  cellKey,
  cellProblem,
  cellText,
  changesOf,
  copyLastWeek,
  errorsByCell,
  gridTotals,
  inShownOrder,
  isChanged,
  problemText,
  type GridRow,
  type GridSave,
} from '../week-grid';
import { AddGridRow } from './week-grid-add-row';
import { GridCell, type CellMove } from './week-grid-cell';
import { WeekGridDayView } from './week-grid-day-view';
import { useNarrowScreen } from './use-narrow-screen';

/** Where read-only rows (holidays, approved leave: the time-off rows) are drawn. */
export interface ReadOnlyRowsSlot {
  /** The week's seven dates, Sunday first. */
  dates: string[];
  /** 'table': return `<tr>`s of 1 + 7 + 1 cells (label, a cell per date, total); 'day': content for `day` only. */
  layout: 'table' | 'day';
  day?: string;
}

/** A row's label: project, task, category and Billable / Non-billable, in the language of `intl`. */
export function rowLabel(row: GridRow, intl: IntlShape): string {
  return intl.formatMessage(G.rowLabel, {
    project: row.projectName,
    task: row.taskDescription,
    category: categoryLabel(row.category, intl),
    billable: intl.formatMessage(row.isBillable ? G.billable : G.nonBillable),
  });
}

/**
 * The week grid of a timesheet: one row per project + task + category + billable, a column
 * per day Sunday to Saturday, totals per row, per day and for the week (total, billable, non-billable
 * as SPEC.md section 3 computes them), the 24-hours-per-day rule shown under the day's total, keyboard
 * navigation (arrows, Tab, Enter; + and - step 0.5). Save sends only the changed cells in one
 * all-or-nothing request and shows the server's errors under the cells they name; rows keep the order
 * they were shown in after a save. Copy last week's rows (optionally with hours) copies from
 * `copySource`, the most recent earlier week with entries, into a Draft week and says what it did. New
 * rows' Billable follows the project's billing type. `readOnly` shows the week without any editing
 * (the approver's view). Below 768 px wide it shows one day at a time.
 * `readOnlyRows` draws extra rows that are not edited here and never counted in the totals (time off),
 * `readOnlySummary` their own figure beside the totals.
 */
export function WeekGrid({
  timesheet,
  projects,
  copySource,
  readOnly = false,
  description,
  readOnlyRows,
  readOnlySummary,
  footer,
}: {
  timesheet: Timesheet;
  projects: Project[];
  /** The same person's most recent earlier timesheet with entries, when there is one (for Copy last week's rows). */
  copySource?: Pick<Timesheet, 'weekStartDate' | 'entries'> | null;
  /** Never editable, whatever the status (another person's week). */
  readOnly?: boolean;
  /** The card's description instead of the default one. */
  description?: ReactNode;
  /** Shown at the bottom of the card while the week is editable (the Add Entry button). */
  footer?: ReactNode;
  readOnlyRows?: (slot: ReadOnlyRowsSlot) => ReactNode;
  /** Shown right after the week's total, billable and non-billable figures, apart from them (the "Time off" figure). */
  readOnlySummary?: ReactNode;
}) {
  const intl = useI18n();
  const { formatMessage } = intl;
  const editable = !readOnly && EDITABLE_TIMESHEET_STATUSES.includes(timesheet.status);
  const grid = useMemo(() => buildWeekGrid(timesheet), [timesheet]);
  const [extraRows, setExtraRows] = useState<GridRow[]>([]);
  const [edits, setEdits] = useState<Map<string, string>>(() => new Map());
  const [serverErrors, setServerErrors] = useState<Map<string, string[]>>(() => new Map());
  const [withHours, setWithHours] = useState(false);
  const save = useSaveWeekEntries();
  const narrow = useNarrowScreen();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const shownOrder = useRef<string[]>([]);

  const rows = useMemo(() => {
    const known = new Set(grid.rows.map((row) => row.key));
    return inShownOrder([...grid.rows, ...extraRows.filter((row) => !known.has(row.key))], shownOrder.current);
  }, [grid.rows, extraRows]);
  const totals = gridTotals(grid, rows, edits);
  const changedCount = rows.reduce((n, row) => n + grid.dates.filter((date) => isChanged(grid, edits, cellKey(row.key, date))).length, 0);
  const hasProblems = [...edits.values()].some((text) => cellProblem(text) !== null) || totals.overDays.size > 0;

  const errorsOf = (key: string) => {
    const typed = edits.get(key);
    const problem = typed !== undefined ? cellProblem(typed) : null;
    return [...(problem ? [problemText(problem, intl)] : []), ...(serverErrors.get(key) ?? [])];
  };
  const setCell = (key: string, text: string) => {
    setEdits((current) => new Map(current).set(key, text));
    if (serverErrors.has(key)) setServerErrors((current) => new Map([...current].filter(([k]) => k !== key)));
  };
  const focusCell = (row: number, col: number) => inputs.current.get(`${row}:${col}`)?.focus();
  const move = (from: { row: number; col: number }) => (delta: CellMove) => {
    const row = Math.min(Math.max(from.row + delta.row, 0), rows.length - 1);
    const col = Math.min(Math.max(from.col + delta.col, 0), grid.dates.length - 1);
    focusCell(row, col);
  };

  const onSave = async () => {
    const pending: GridSave = changesOf(grid, rows, edits);
    try {
      await save.mutateAsync({ timesheetId: timesheet.id, batch: pending.body });
      setEdits(new Map());
      setServerErrors(new Map());
      toast.success(formatMessage(G.saved));
    } catch (error) {
      setServerErrors(errorsByCell(pending, error instanceof ApiError ? error.validationErrors : null));
      toast.error(formatMessage(G.saveFailed));
    }
  };
  const sourceWeek = copySource ? formatDateRange(copySource.weekStartDate, addDays(copySource.weekStartDate, 6)) : '';
  const onCopy = () => {
    if (!copySource) return;
    const billingOf = new Map(projects.map((project) => [project.id, project.billingType]));
    const copied = copyLastWeek(grid, rows, edits, copySource, withHours, (projectId) => allowsBillable(billingOf.get(projectId) ?? ''));
    const known = new Set(grid.rows.map((row) => row.key));
    setExtraRows(copied.rows.filter((row) => !known.has(row.key)));
    setEdits(copied.edits);
    if (copied.rowsAdded > 0 || copied.cellsFilled > 0) toast.success(formatMessage(W.copied, { rows: copied.rowsAdded, cells: copied.cellsFilled, range: sourceWeek }));
    else toast.success(formatMessage(W.nothingToCopy, { range: sourceWeek }));
  };

  const general = serverErrors.get('');
  const cellProps = (row: GridRow, rowIndex: number, date: string, colIndex: number) => {
    const key = cellKey(row.key, date);
    return {
      id: `grid-cell-${rowIndex}-${colIndex}`,
      label: formatMessage(G.cellLabel, { row: rowLabel(row, intl), day: formatWeekday(date) }),
      text: cellText(grid, edits, key),
      changed: isChanged(grid, edits, key),
      errors: errorsOf(key),
      disabled: !editable || save.isPending,
      readOnly,
      onChange: (text: string) => setCell(key, text),
      onMove: move({ row: rowIndex, col: colIndex }),
      register: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(`${rowIndex}:${colIndex}`, element);
        else inputs.current.delete(`${rowIndex}:${colIndex}`);
      },
    };
  };

  return (
    <GridFrame plain={readOnly} description={description ?? formatMessage(editable ? G.description : G.readOnly)}>
      {editable && timesheet.status === 'Draft' && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="secondary" size="sm" onClick={onCopy} disabled={!copySource || save.isPending} aria-describedby="copy-source">
            <Copy className="h-4 w-4" aria-hidden /> {formatMessage(G.copyLastWeek)}
          </Button>
          <label className="flex items-center gap-1.5 text-sm text-slate-600">
            <input type="checkbox" className="h-4 w-4 accent-blue-700" checked={withHours} onChange={(e) => setWithHours(e.target.checked)} disabled={!copySource} />
            {formatMessage(G.copyWithHours)}
          </label>
          <p id="copy-source" className="text-xs text-slate-500" data-testid="copy-source">
            {copySource ? formatMessage(W.copySource, { range: sourceWeek }) : formatMessage(W.noEarlierWeek)}
          </p>
        </div>
      )}
      {narrow ? (
        <WeekGridDayView grid={grid} rows={rows} totals={totals} cellProps={cellProps} readOnlyRows={readOnlyRows} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-x-1 border-spacing-y-1 text-sm" aria-label={formatMessage(G.title)}>
            <thead>
              <tr className="text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="px-1 text-left font-medium">
                  {formatMessage(G.rowHeader)}
                </th>
                {grid.dates.map((date) => (
                  <th key={date} scope="col" className="px-1 text-right font-medium">
                    <abbr title={formatWeekday(date)} className="no-underline">
                      {formatWeekdayName(date)}
                    </abbr>
                    <span className="block font-normal normal-case text-slate-600">{formatWeekday(date).replace(/^\w+, /, '')}</span>
                  </th>
                ))}
                <th scope="col" className="px-1 text-right font-medium">
                  {formatMessage(G.rowTotal)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={9} className="px-1 py-3 text-slate-500">
                    {formatMessage(G.noRows)}
                  </td>
                </tr>
              )}
              {rows.map((row, rowIndex) => (
                <tr key={row.key} className="align-top" data-testid="grid-row">
                  <th scope="row" className="max-w-[16rem] px-1 py-1 text-left font-normal">
                    <span className="block truncate font-medium text-slate-900" title={row.projectName}>
                      {row.projectName}
                    </span>
                    <span className="block truncate text-xs text-slate-500" title={row.taskDescription}>
                      {row.taskDescription} · {categoryLabel(row.category, intl)} · {formatMessage(row.isBillable ? G.billable : G.nonBillable)}
                    </span>
                  </th>
                  {grid.dates.map((date, colIndex) => (
                    <td key={date} className="px-0">
                      <GridCell {...cellProps(row, rowIndex, date, colIndex)} />
                    </td>
                  ))}
                  <td className="px-1 py-1 text-right font-medium tabular-nums text-slate-900" data-testid="row-total">
                    {formatNumber(totals.perRow.get(row.key) ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
            {readOnlyRows && <tbody data-testid="read-only-rows">{readOnlyRows({ dates: grid.dates, layout: 'table' })}</tbody>}
            <tfoot>
              <tr className="align-top">
                <th scope="row" className="px-1 pt-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
                  {formatMessage(G.dayTotal)}
                </th>
                {grid.dates.map((date) => {
                  const over = totals.overDays.has(date);
                  return (
                    <td key={date} className={`px-1 pt-2 text-right font-semibold tabular-nums ${over ? 'text-red-700' : 'text-slate-900'}`} data-testid={`day-total-${date}`}>
                      {formatNumber(totals.perDay.get(date) ?? 0)}
                      {over && (
                        <span role="alert" className="block whitespace-nowrap text-xs font-normal" title={formatMessage(G.overDayHint, { max: MAX_HOURS_PER_DAY })}>
                          {formatMessage(G.overDay, { max: MAX_HOURS_PER_DAY })}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td className="px-1 pt-2 text-right font-bold tabular-nums text-slate-900" data-testid="week-total">
                  {formatNumber(totals.week.totalHours)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <WeekFigures totals={totals.week} />
      {readOnlySummary}
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general.join(' ')}
        </p>
      )}
      {editable && (
        <>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {changedCount > 0 && <span className="mr-auto text-sm text-amber-700">{formatMessage(G.unsaved, { count: changedCount })}</span>}
            <Button variant="ghost" onClick={() => { setEdits(new Map()); setServerErrors(new Map()); }} disabled={changedCount === 0 || save.isPending}>
              {formatMessage(G.discard)}
            </Button>
            <Button onClick={() => void onSave()} isLoading={save.isPending} disabled={changedCount === 0 || hasProblems}>
              {formatMessage(G.save)}
            </Button>
          </div>
          <div className="border-t border-slate-100 pt-4">
            <AddGridRow projects={projects} existing={new Set(rows.map((row) => row.key))} onAdd={(row) => setExtraRows((current) => [...current, row])} />
          </div>
          {footer}
        </>
      )}
    </GridFrame>
  );
}

/**
 * The grid's frame: a card with its header, or (`plain`, inside another card such as the approver's
 * detail) a section with a small heading and no border or padding of its own.
 */
function GridFrame({ plain, description, children }: { plain: boolean; description: ReactNode; children: ReactNode }) {
  const { formatMessage } = useI18n();
  if (plain) {
    return (
      <section data-testid="week-grid" aria-labelledby="week-grid-title">
        <h3 id="week-grid-title" className="text-sm font-semibold text-slate-900">
          {formatMessage(G.title)}
        </h3>
        <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        <div className="mt-3 space-y-4">{children}</div>
      </section>
    );
  }
  return (
    <Card data-testid="week-grid">
      <CardHeader title={formatMessage(G.title)} description={description} />
      <div className="space-y-4 p-5">{children}</div>
    </Card>
  );
}

/** The week's total, billable and non-billable hours as the grid shows them now (saved or not). */
function WeekFigures({ totals }: { totals: { totalHours: number; billableHours: number; nonBillableHours: number } }) {
  const { formatMessage } = useI18n();
  const items = [
    { label: formatMessage(T.total), value: totals.totalHours, testId: 'grid-total' },
    { label: formatMessage(T.billable), value: totals.billableHours, testId: 'grid-billable' },
    { label: formatMessage(T.nonBillable), value: totals.nonBillableHours, testId: 'grid-non-billable' },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label={formatMessage(G.week)}>
      {items.map((item) => (
        <div key={item.testId} className="flex gap-1.5">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-testid={item.testId}>
            {formatMessage(commonMessages.hoursValue, { hours: formatNumber(item.value) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
