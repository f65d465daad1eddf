import { parse } from 'csv-parse/sync';

/** One CSV record and `info.lines`, the physical line (1-based) it ends on. */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Reads the CSV text of an uploaded file (issue 15's people import, issue 18's holiday import): a UTF-8
 * BOM allowed, cells trimmed, empty lines skipped, rows of any length, each record with its line.
 * @returns undefined when the text is not CSV, after adding `The line is not valid CSV: …` to `errors`
 *   at the line where reading failed (`file` when the parser names none).
 */
export function readCsvRecords(text: string, errors: { add(line: number | 'file', message: string): void }): CsvRecord[] | undefined {
  try {
    return parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as CsvRecord[];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    errors.add(typeof lines === 'number' ? lines : 'file', `The line is not valid CSV: ${message ?? 'unreadable'}`);
    return undefined;
  }
}
