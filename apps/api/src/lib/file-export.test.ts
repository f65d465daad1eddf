import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { csvStream, dateCell, monthCell, xlsxStream, type Cell, type ExportSheet } from './file-export';

// The XLSX export is streamed with ExcelJS's WorkbookWriter and keeps memory flat: the
// writer reads rows only as fast as the file leaves (zip input and client both followed).

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

/** A sheet of `count` rows of random text (so deflate cannot squeeze them), counting the rows read. */
function sheetOf(count: number) {
  const read = { rows: 0 };
  async function* rows(): AsyncGenerator<Cell[]> {
    for (let i = 0; i < count; i += 1) {
      read.rows += 1;
      yield [i, randomBytes(16).toString('hex'), randomBytes(16).toString('hex'), i % 2 === 0];
    }
  }
  const sheet: ExportSheet = { name: 'Time entries', columns: ['No', 'A', 'B', 'Billable'], rows: rows() };
  return { sheet, read };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('xlsxStream', () => {
  it('stops reading rows while nobody reads the file, and writes every row once read', async () => {
    const { sheet, read } = sheetOf(30_000);
    const stream = xlsxStream([sheet], log);
    await sleep(1000);
    // About 256 KB for the client plus the zip's own small buffers: a few thousand rows, not all.
    expect(read.rows).toBeGreaterThan(0);
    expect(read.rows).toBeLessThan(15_000);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readAll(stream)) as unknown as ArrayBuffer);
    const worksheet = workbook.getWorksheet('Time entries')!;
    expect(worksheet.rowCount).toBe(30_001);
    expect(worksheet.getRow(1).values).toEqual([undefined, 'No', 'A', 'B', 'Billable']);
    expect(worksheet.getRow(30_001).getCell(1).value).toBe(29_999);
    expect(worksheet.getRow(30_001).getCell(4).value).toBe('No');
    expect(read.rows).toBe(30_000);
  });

  it('stops reading when the client hangs up', async () => {
    const { sheet, read } = sheetOf(1_000_000);
    const stream = xlsxStream([sheet], log);
    await sleep(300);
    stream.destroy();
    const after = read.rows;
    await sleep(300);
    expect(read.rows - after).toBeLessThanOrEqual(200);
    expect(after).toBeLessThan(15_000);
  }, 30_000);

  it('writes dates as date cells with a date format, sized columns, a frozen header, and text as text (no apostrophe)', async () => {
    async function* rows(): AsyncGenerator<Cell[]> {
      yield ['=HYPERLINK("http://evil.example","x")', dateCell('2027-03-08'), monthCell('2027-03'), 6.5, true, '@SUM(A1)'];
    }
    const sheet: ExportSheet = { name: 'Time entries', columns: ['Person', 'Date', 'Month', 'Hours', 'Billable', 'Task'], widths: [24, 12, undefined, undefined, undefined, 48], rows: rows() };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readAll(xlsxStream([sheet], log))) as unknown as ArrayBuffer);
    const worksheet = workbook.getWorksheet('Time entries')!;

    const row = worksheet.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(row.getCell(6).value).toBe('@SUM(A1)');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(2).value).toEqual(new Date('2027-03-08T00:00:00Z'));
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(3).value).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(row.getCell(3).numFmt).toBe('yyyy-mm');
    expect(row.getCell(4).value).toBe(6.5);
    expect(row.getCell(5).value).toBe('Yes');

    // Given widths, else the header's length (at least 10).
    expect(worksheet.columns.map((column) => column.width)).toEqual([24, 12, 10, 10, 10, 48]);
    expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(worksheet.getRow(1).font?.bold).toBe(true);
  });

  it('writes the same cells to CSV as text, neutralising what a spreadsheet would run', async () => {
    async function* rows(): AsyncGenerator<Cell[]> {
      yield ['=1+1', dateCell('2027-03-08'), monthCell('2027-03'), 6.5, false, 'plain'];
    }
    const text = (await readAll(csvStream({ name: 'Time entries', columns: ['Person', 'Date', 'Month', 'Hours', 'Billable', 'Task'], rows: rows() }))).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe("'=1+1,2027-03-08,2027-03,6.5,No,plain");
  });
});
