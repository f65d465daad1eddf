import { addDays, datesOfWeek, daysBetween } from '@apps/contracts/mytime/calendar.values';
import { computeTotals, fromHalfHours, HOURS_MESSAGES, MAX_HOURS_PER_DAY, MAX_HOURS_PER_ENTRY, toHalfHours, type HourTotals } from '@apps/contracts/mytime/hours.values';
import type { TimeEntryCategory, Timesheet } from '@apps/contracts/mytime/timesheet';
import type { SaveWeekEntries } from '@apps/contracts/mytime/week-entries';
import type { IntlShape } from 'react-intl';
import { commonMessages } from './timesheet.messages';

// The week grid's model: rows of project + task + category + billable, a cell per day.
// Pure functions, so the component only renders and the rules are unit-tested.

/** What makes a grid row: the entries of the week that share these four fields. */
export interface GridRowKey {
  projectId: string;
  projectName: string;
  taskDescription: string;
  category: TimeEntryCategory;
  isBillable: boolean;
}

/** A row with its key string. */
export interface GridRow extends GridRowKey {
  key: string;
}

/** A stored cell: the hours of its entries (usually one) and their ids. */
export interface StoredCell {
  hours: number;
  entryIds: string[];
}

/** The grid of a timesheet: its seven dates, its rows, and the stored cells by `cellKey`. */
export interface WeekGrid {
  dates: string[];
  rows: GridRow[];
  stored: Map<string, StoredCell>;
}

/** Typed text of the cells that were edited, by `cellKey`. */
export type CellEdits = ReadonlyMap<string, string>;

/** The key of a row (its four fields). */
export function rowKeyOf(row: Omit<GridRowKey, 'projectName'>): string {
  return JSON.stringify([row.projectId, row.taskDescription, row.category, row.isBillable]);
}

/** The key of a cell: row and date. */
export function cellKey(rowKey: string, date: string): string {
  return `${rowKey}@${date}`;
}

/** The grid of a timesheet's entries, rows in the order their first entry comes. */
export function buildWeekGrid(timesheet: Pick<Timesheet, 'weekStartDate' | 'entries'>): WeekGrid {
  const rows = new Map<string, GridRow>();
  const stored = new Map<string, StoredCell>();
  for (const entry of timesheet.entries) {
    const key = rowKeyOf(entry);
    if (!rows.has(key)) {
      rows.set(key, { key, projectId: entry.projectId, projectName: entry.projectName, taskDescription: entry.taskDescription, category: entry.category, isBillable: entry.isBillable });
    }
    const cell = stored.get(cellKey(key, entry.date)) ?? { hours: 0, entryIds: [] };
    stored.set(cellKey(key, entry.date), { hours: fromHalfHours(toHalfHours(cell.hours) + toHalfHours(entry.hours)), entryIds: [...cell.entryIds, entry.id] });
  }
  return { dates: datesOfWeek(timesheet.weekStartDate), rows: [...rows.values()], stored };
}

/** Why typed text is not hours, in the API's and the add-entry form's words; null when it is (empty text is "no hours"). */
export function cellProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return HOURS_MESSAGES.number;
  if (value < 0) return HOURS_MESSAGES.min;
  if (value > MAX_HOURS_PER_ENTRY) return HOURS_MESSAGES.max;
  if (!Number.isInteger(value * 2)) return HOURS_MESSAGES.step;
  return null;
}

/** The hours rules' messages (`cellProblem` answers in the API's English) in the language of `intl`. */
export function problemText(problem: string, intl: IntlShape): string {
  switch (problem) {
    case HOURS_MESSAGES.number:
      return intl.formatMessage(commonMessages.hoursNumber);
    case HOURS_MESSAGES.min:
      return intl.formatMessage(commonMessages.hoursMin);
    case HOURS_MESSAGES.max:
      return intl.formatMessage(commonMessages.hoursMax, { max: MAX_HOURS_PER_ENTRY });
    case HOURS_MESSAGES.step:
      return intl.formatMessage(commonMessages.hoursStep);
    default:
      return problem;
  }
}

/** Hours of typed text (empty or not hours: null). */
export function hoursOf(text: string): number | null {
  if (text.trim() === '' || cellProblem(text)) return null;
  return Number(text.trim());
}

/** The text a cell shows: its edit, else its stored hours, else empty. */
export function cellText(grid: WeekGrid, edits: CellEdits, key: string): string {
  const edit = edits.get(key);
  if (edit !== undefined) return edit;
  const stored = grid.stored.get(key);
  return stored ? String(stored.hours) : '';
}

/** Whether the cell's edit differs from what is stored (8 and 8.0 are the same). */
export function isChanged(grid: WeekGrid, edits: CellEdits, key: string): boolean {
  const edit = edits.get(key);
  if (edit === undefined) return false;
  const stored = grid.stored.get(key);
  if (edit.trim() === '') return stored !== undefined;
  return !stored || Number(edit.trim()) !== stored.hours;
}

/** Hours of a cell as shown (0 when empty or not yet hours). */
function shownHours(grid: WeekGrid, edits: CellEdits, key: string): number {
  return hoursOf(cellText(grid, edits, key)) ?? 0;
}

/** Totals of the grid as shown (total = billable + non-billable), in hours. */
export function gridTotals(grid: WeekGrid, rows: readonly GridRow[], edits: CellEdits) {
  const perRow = new Map<string, number>();
  const perDay = new Map<string, number>();
  const cells: Array<{ hours: number; isBillable: boolean }> = [];
  for (const row of rows) {
    let rowHalf = 0;
    for (const date of grid.dates) {
      const hours = shownHours(grid, edits, cellKey(row.key, date));
      rowHalf += toHalfHours(hours);
      perDay.set(date, (perDay.get(date) ?? 0) + toHalfHours(hours));
      cells.push({ hours, isBillable: row.isBillable });
    }
    perRow.set(row.key, fromHalfHours(rowHalf));
  }
  const week: HourTotals = computeTotals(cells);
  return {
    perRow,
    perDay: new Map([...perDay].map(([date, half]) => [date, fromHalfHours(half)])),
    week,
    /** Dates over 24 hours (the rule, shown in place). */
    overDays: new Set([...perDay].filter(([, half]) => half > toHalfHours(MAX_HOURS_PER_DAY)).map(([date]) => date)),
  };
}

/** The batch a save sends, and which cell each item stands for (server errors name items). */
export interface GridSave {
  body: Required<Pick<SaveWeekEntries, 'entries' | 'removedEntryIds'>>;
  entryCells: string[];
  removedCells: string[];
}

/**
 * The changed cells as one `PUT .../entries` batch: a cell emptied removes its
 * entries; a changed cell updates its first entry and removes the others (several entries of one
 * row and day become one); a new cell adds an entry. A new cell of 0 hours adds nothing.
 */
export function changesOf(grid: WeekGrid, rows: readonly GridRow[], edits: CellEdits): GridSave {
  const save: GridSave = { body: { entries: [], removedEntryIds: [] }, entryCells: [], removedCells: [] };
  const remove = (ids: string[], key: string) => {
    for (const id of ids) {
      save.body.removedEntryIds.push(id);
      save.removedCells.push(key);
    }
  };
  for (const row of rows) {
    for (const date of grid.dates) {
      const key = cellKey(row.key, date);
      if (!isChanged(grid, edits, key)) continue;
      const stored = grid.stored.get(key);
      const hours = hoursOf(edits.get(key) ?? '');
      if (hours === null || (hours === 0 && !stored)) {
        if (stored) remove(stored.entryIds, key);
        continue;
      }
      const [first, ...rest] = stored?.entryIds ?? [];
      save.body.entries.push({
        ...(first ? { id: first } : {}),
        date,
        projectId: row.projectId,
        taskDescription: row.taskDescription,
        category: row.category,
        isBillable: row.isBillable,
        hours,
      });
      save.entryCells.push(key);
      remove(rest, key);
    }
  }
  return save;
}

/**
 * Server field errors (`entries.3.hours`, `removedEntryIds.0`) by the cell they name; errors that
 * name no cell under `''`.
 */
export function errorsByCell(save: GridSave, fields: Record<string, string[]> | null | undefined): Map<string, string[]> {
  const byCell = new Map<string, string[]>();
  for (const [field, messages] of Object.entries(fields ?? {})) {
    const match = /^(entries|removedEntryIds)\.(\d+)/.exec(field);
    const cell = match ? (match[1] === 'entries' ? save.entryCells : save.removedCells)[Number(match[2])] : undefined;
    const key = cell ?? '';
    byCell.set(key, [...(byCell.get(key) ?? []), ...messages]);
  }
  return byCell;
}

/**
 * An earlier week's rows moved to this week (Copy last week's rows): rows not already in the grid,
 * and with `withHours` the hours of the earlier week's cells as edits of the same weekday, never over
 * a cell that already has hours or an edit. `source` is any earlier week (the most recent one with
 * entries, not only the week before). A row marked billable on a project that `allowsBillable` says
 * may not bill (a Non-billable project) comes over non-billable, so the save is not refused. Returns
 * the rows and edits after the copy and what it did: `rowsAdded` new rows, `cellsFilled` cells given hours.
 */
export function copyLastWeek(
  grid: WeekGrid,
  rows: readonly GridRow[],
  edits: CellEdits,
  source: Pick<Timesheet, 'weekStartDate' | 'entries'>,
  withHours: boolean,
  allowsBillable: (projectId: string) => boolean = () => true,
): { rows: GridRow[]; edits: Map<string, string>; rowsAdded: number; cellsFilled: number } {
  const previous = buildWeekGrid(source);
  const shift = daysBetween(source.weekStartDate, grid.dates[0]!);
  const known = new Set(rows.map((row) => row.key));
  const copies = previous.rows.map((row) => {
    if (!row.isBillable || allowsBillable(row.projectId)) return { from: row.key, row };
    const fixed = { ...row, isBillable: false };
    return { from: row.key, row: { ...fixed, key: rowKeyOf(fixed) } };
  });
  const added: GridRow[] = [];
  for (const { row } of copies) {
    if (known.has(row.key)) continue;
    known.add(row.key);
    added.push(row);
  }
  const nextEdits = new Map(edits);
  let cellsFilled = 0;
  if (withHours) {
    for (const { from, row } of copies) {
      for (const date of previous.dates) {
        const hours = previous.stored.get(cellKey(from, date))?.hours;
        const key = cellKey(row.key, addDays(date, shift));
        if (hours === undefined || nextEdits.has(key) || grid.stored.has(key)) continue;
        nextEdits.set(key, String(hours));
        cellsFilled += 1;
      }
    }
  }
  return { rows: [...rows, ...added], edits: nextEdits, rowsAdded: added.length, cellsFilled };
}

/**
 * `rows` in the order they were first shown (`seen`, updated in place: keys not in it are appended in
 * the order of `rows`). After a save the stored entries come back ordered by date, which would move a
 * row added at the bottom above older ones; the grid keeps the order the person saw.
 */
export function inShownOrder(rows: readonly GridRow[], seen: string[]): GridRow[] {
  for (const row of rows) if (!seen.includes(row.key)) seen.push(row.key);
  const rank = new Map(seen.map((key, index) => [key, index]));
  return [...rows].sort((a, b) => rank.get(a.key)! - rank.get(b.key)!);
}
