import { parse } from 'csv-parse/sync';

/** One CSV record and `info.lines`, the physical line (1-based) it ends on. */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** How much of a CSV file is read at most; a file past any of them is refused whole. */
export interface CsvLimits {
  /** The most records, the header included. */
  records: number;
  /** The most cells one record may have. */
  columns: number;
  /** The most characters of one record's cells together. */
  recordChars: number;
}

/**
 * The CSV text read: its records, or `invalid` (the errors were added), or the limit it is past and
 * the physical line where that showed.
 */
export type CsvRead =
  | { records: CsvRecord[] }
  | { invalid: true }
  | { over: 'records' | 'columns' | 'recordChars'; line: number };

/** What csv-parse's errors carry besides the message: the line, and the index of the cell it was reading. */
interface CsvParseError {
  code?: string;
  lines?: number;
  index?: number;
  message?: string;
}

/**
 * Reads the CSV text of an uploaded file (the people import, the holiday import): a UTF-8 BOM
 * allowed, cells trimmed, empty lines skipped, rows of any length up to `limits.columns` cells, each
 * record with its line. The limits stop csv-parse early, so a hostile file costs little: it stops
 * after `limits.records + 1` records, folds every cell past `limits.columns` into one (a header of
 * two million empty cells becomes one cell of commas, not two million strings), and refuses a record
 * longer than `limits.recordChars` characters, which that folded cell soon is.
 * @returns the records; `{ invalid }` when the text is not CSV, after adding `The line is not valid
 *   CSV: …` to `errors` at the line where reading failed (`file` when the parser names none); or
 *   `{ over, line }` when a limit is passed.
 */
export function readCsvRecords(text: string, errors: { add(line: number | 'file', message: string): void }, limits: CsvLimits): CsvRead {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      to: limits.records + 1,
      ignore_last_delimiters: limits.columns + 1,
      max_record_size: limits.recordChars,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const { code, lines, index, message } = error as CsvParseError;
    const line = typeof lines === 'number' ? lines : 'file';
    // The cell at index `columns` exists only on a line with more cells than allowed: whatever the
    // parser disliked in it (its length, a quote), the line is too wide.
    if (index === limits.columns) return { over: 'columns', line: typeof lines === 'number' ? lines : 1 };
    if (code === 'CSV_MAX_RECORD_SIZE') return { over: 'recordChars', line: typeof lines === 'number' ? lines : 1 };
    errors.add(line, `The line is not valid CSV: ${message ?? 'unreadable'}`);
    return { invalid: true };
  }
  if (records.length > limits.records) return { over: 'records', line: records.at(-1)!.info.lines };
  const wide = records.find(({ record }) => record.length > limits.columns);
  if (wide) return { over: 'columns', line: wide.info.lines };
  return { records };
}
