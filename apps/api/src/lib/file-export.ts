import { once, type EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { neutraliseFormula, type ExportFormat } from '@apps/contracts/mytime/exports';

/**
 * Streamed CSV and XLSX files. Rows come from an async iterable that reads the database in batches;
 * the writers pull the next batch only when the client has taken the last one, so memory stays flat
 * whatever the size. In CSV every text cell goes through `neutraliseFormula` (a CSV cell has no type,
 * so a spreadsheet would run `=...`); in XLSX text is written as a string cell, which a spreadsheet
 * never runs, so it keeps its exact text, and dates are date cells.
 */

/**
 * A calendar date: `date` as `YYYY-MM-DD`; XLSX writes a date cell shown with `numFmt`, CSV writes
 * `text`. Made by `dateCell` or `monthCell`.
 */
export interface DateCell {
  readonly date: string;
  readonly numFmt: string;
  readonly text: string;
}

/** A cell: text, a number (hours, days), a boolean (shown as Yes/No) or a date. */
export type Cell = string | number | boolean | null | DateCell;

/** A day (`YYYY-MM-DD`): a date cell shown `yyyy-mm-dd` in XLSX, the same text in CSV. */
export function dateCell(date: string): DateCell {
  return { date, numFmt: 'yyyy-mm-dd', text: date };
}

/** A month (`YYYY-MM`): its first day as a date cell shown `yyyy-mm` in XLSX, `YYYY-MM` in CSV. */
export function monthCell(month: string): DateCell {
  return { date: `${month}-01`, numFmt: 'yyyy-mm', text: month };
}

/** One sheet of a file: its name (XLSX), header, XLSX column widths (characters) and rows. */
export interface ExportSheet {
  name: string;
  columns: readonly string[];
  /** Width of each column in characters; a column without one is as wide as its header, at least 10. */
  widths?: readonly (number | undefined)[];
  rows: AsyncIterable<Cell[]>;
  /** How a boolean cell reads, in the requester's language; Yes and No when not given. */
  booleans?: { yes: string; no: string };
}

/** The XLSX width of each column of `sheet`, in characters. */
export function columnWidths(sheet: Pick<ExportSheet, 'columns' | 'widths'>): number[] {
  return sheet.columns.map((header, index) => sheet.widths?.[index] ?? Math.max(header.length + 2, 10));
}

/** The media type of each format. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isDate = (cell: Cell): cell is DateCell => typeof cell === 'object' && cell !== null;

const YES_NO = { yes: 'Yes', no: 'No' } as const;

/** A cell as CSV text: Yes/No (`booleans`), the date's text, and text a spreadsheet would run neutralised. */
function csvCell(cell: Cell, booleans: { yes: string; no: string }): string | number | null {
  if (typeof cell === 'boolean') return cell ? booleans.yes : booleans.no;
  if (isDate(cell)) return cell.text;
  return neutraliseFormula(cell);
}

async function* csvRows(rows: AsyncIterable<Cell[]>, booleans: { yes: string; no: string }): AsyncGenerator<Array<string | number | null>> {
  for await (const row of rows) yield row.map((cell) => csvCell(cell, booleans));
}

/** A date as ExcelJS writes a date cell: midnight UTC of that day (Excel dates have no time zone). */
function excelDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Writes one data row: strings as string cells (no apostrophe), Yes/No (`booleans`), dates with their format. */
function addXlsxRow(worksheet: ExcelJS.Worksheet, row: Cell[], booleans: { yes: string; no: string }): void {
  const added = worksheet.addRow(row.map((cell) => (typeof cell === 'boolean' ? (cell ? booleans.yes : booleans.no) : isDate(cell) ? excelDate(cell.date) : cell)));
  row.forEach((cell, index) => {
    if (isDate(cell)) added.getCell(index + 1).numFmt = cell.numFmt;
  });
  added.commit();
}

/**
 * A CSV file of one sheet: a UTF-8 byte order mark (so Excel reads accents right), the header, then
 * the rows, CRLF line ends (RFC 4180). Backpressure is the stream pipeline's.
 */
export function csvStream(sheet: ExportSheet): Readable {
  const source = Readable.from(csvRows(sheet.rows, sheet.booleans ?? YES_NO), { objectMode: true, highWaterMark: 64 });
  const stringifier = stringify({ header: true, columns: [...sheet.columns], bom: true, record_delimiter: 'windows' });
  source.on('error', (error) => stringifier.destroy(error));
  stringifier.on('close', () => source.destroy());
  return source.pipe(stringifier);
}

/** Bytes buffered for the client before the XLSX writer waits for it to read. */
const XLSX_HIGH_WATER_MARK = 256 * 1024;

/** Rows committed between two checks of the buffers on the way to the client. */
const ROWS_PER_CHECK = 200;

/** An event emitter with the writable state every stream implementation keeps (Node's and `readable-stream` 2 and 3). */
interface QueueingWritable {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
  _writableState?: { needDrain?: boolean };
}

/**
 * The streams through which ExcelJS's worksheet writer feeds the zip: its `StreamBuf` (ExcelJS 4.4,
 * `worksheet.stream.pipes`) pushes each full 64 KB batch of XML into them without looking at what
 * `write` returns, so while deflate is behind (a loaded CPU) rows would pile up there unbounded
 * however slowly the client reads. Empty when ExcelJS no longer has that shape (then only the
 * client's pace is followed).
 */
function zipInputsOf(worksheet: ExcelJS.Worksheet): QueueingWritable[] {
  const pipes = (worksheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return [];
  return pipes.filter((pipe): pipe is QueueingWritable => typeof (pipe as QueueingWritable | null)?.on === 'function' && typeof (pipe as QueueingWritable)._writableState === 'object');
}

/**
 * Resolves on `event` of `emitter` or when `out` closes, whichever is first, and leaves no listener
 * behind (one per wait would add up over a long export).
 */
async function firstOf(emitter: QueueingWritable, event: string, out: PassThrough): Promise<void> {
  const abort = new AbortController();
  try {
    await Promise.race([once(emitter as unknown as EventEmitter, event, { signal: abort.signal }), once(out, 'close', { signal: abort.signal })]);
  } finally {
    abort.abort();
  }
}

/**
 * Waits while the zip's input (`zipInputs`) or the client (`out`) has more queued than its high-water
 * mark, so at most a few hundred KB of the file are in memory at any time.
 */
async function whileBehind(zipInputs: readonly QueueingWritable[], out: PassThrough): Promise<void> {
  // Let zlib take the rows committed so far.
  await new Promise((resolve) => setImmediate(resolve));
  for (const input of zipInputs) {
    while (!out.destroyed && input._writableState?.needDrain) await firstOf(input, 'drain', out);
  }
  while (!out.destroyed && out.writableNeedDrain) await firstOf(out as unknown as QueueingWritable, 'drain', out);
}

/**
 * An XLSX workbook with one worksheet per sheet, written by ExcelJS's streaming writer
 * (`stream.xlsx.WorkbookWriter`: no shared strings; each row is committed and leaves memory). Each
 * worksheet has its column widths (`columnWidths`) and its header row frozen, so the header stays in
 * view while scrolling; the styles are the few date formats. Every 200 rows the writer waits while deflate has not taken what was written (see
 * `zipInputsOf`) or the client has not read the last 256 KB; a client that hangs up stops the reading.
 */
export function xlsxStream(sheets: readonly ExportSheet[], log: FastifyBaseLogger): Readable {
  const out = new PassThrough({ highWaterMark: XLSX_HIGH_WATER_MARK });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const write = async () => {
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2' }] });
      worksheet.columns = columnWidths(sheet).map((width) => ({ width }));
      const header = worksheet.addRow([...sheet.columns]);
      header.font = { bold: true };
      header.commit();
      // The header row opened the worksheet's stream, and with it the zip entry it feeds.
      const zipInputs = zipInputsOf(worksheet);
      let sinceCheck = 0;
      for await (const row of sheet.rows) {
        addXlsxRow(worksheet, row, sheet.booleans ?? YES_NO);
        if (++sinceCheck < ROWS_PER_CHECK) continue;
        sinceCheck = 0;
        if (out.destroyed) return;
        await whileBehind(zipInputs, out);
      }
      worksheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error }, 'export failed while streaming');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The file of `format` for the sheets (CSV takes the first sheet only). */
export function exportStream(format: ExportFormat, sheets: readonly ExportSheet[], log: FastifyBaseLogger): Readable {
  return format === 'csv' ? csvStream(sheets[0]!) : xlsxStream(sheets, log);
}
