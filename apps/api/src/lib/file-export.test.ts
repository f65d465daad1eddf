import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { xlsxStream, type Cell, type ExportSheet } from './file-export';

// Issue 18: the XLSX export is streamed with ExcelJS's WorkbookWriter and keeps memory flat: the
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
  }, 60_000);

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
});
