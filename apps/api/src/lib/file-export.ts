import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { neutraliseFormula, type ExportFormat } from '@apps/contracts/mytime/exports';

/**
 * Streamed CSV and XLSX files (issue 18, decision 0068). Rows come from an async iterable that reads
 * the database in batches; the writers pull the next batch only when the client has taken the last
 * one, so memory stays flat whatever the size. Every text cell goes through `neutraliseFormula`.
 */

/** A cell: text, a number (hours, days) or a boolean (shown as Yes/No). */
export type Cell = string | number | boolean | null;

/** One sheet of a file: its name (XLSX), header and rows. */
export interface ExportSheet {
  name: string;
  columns: readonly string[];
  rows: AsyncIterable<Cell[]>;
}

/** The media type of each format. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function safeCell(cell: Cell): Cell {
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  return neutraliseFormula(cell);
}

async function* safeRows(rows: AsyncIterable<Cell[]>): AsyncGenerator<Cell[]> {
  for await (const row of rows) yield row.map(safeCell);
}

/**
 * A CSV file of one sheet: a UTF-8 byte order mark (so Excel reads accents right), the header, then
 * the rows, CRLF line ends (RFC 4180). Backpressure is the stream pipeline's.
 */
export function csvStream(sheet: ExportSheet): Readable {
  const source = Readable.from(safeRows(sheet.rows), { objectMode: true, highWaterMark: 64 });
  const stringifier = stringify({ header: true, columns: [...sheet.columns], bom: true, record_delimiter: 'windows' });
  source.on('error', (error) => stringifier.destroy(error));
  stringifier.on('close', () => source.destroy());
  return source.pipe(stringifier);
}

/** Bytes buffered for the client before the XLSX writer waits for it to read. */
const XLSX_HIGH_WATER_MARK = 256 * 1024;

/**
 * An XLSX workbook with one worksheet per sheet, written by ExcelJS's streaming writer (no shared
 * strings, no styles: each row is committed and leaves memory). The writer pauses while the client
 * has not read the last 256 KB; a client that hangs up stops the reading.
 */
export function xlsxStream(sheets: readonly ExportSheet[], log: FastifyBaseLogger): Readable {
  const out = new PassThrough({ highWaterMark: XLSX_HIGH_WATER_MARK });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const write = async () => {
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name);
      worksheet.addRow([...sheet.columns]).commit();
      let sinceCheck = 0;
      for await (const row of safeRows(sheet.rows)) {
        worksheet.addRow(row).commit();
        if (++sinceCheck < 200) continue;
        sinceCheck = 0;
        if (out.destroyed) return;
        // Let zlib catch up with the committed rows, then wait while the client is behind.
        await new Promise((resolve) => setImmediate(resolve));
        while (!out.destroyed && out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
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
