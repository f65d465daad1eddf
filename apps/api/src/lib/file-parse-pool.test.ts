import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { FileParsePool, workerModule } from './file-parse-pool';
import type * as Fixture from './file-parse-pool.fixture';

// The file-parse pool: parse functions run in a worker thread, within a time budget that terminates a
// runaway thread, behind a bounded queue.

const FIXTURE = workerModule<typeof Fixture>(import.meta.url, 'file-parse-pool.fixture');

let pool: FileParsePool;

afterEach(async () => {
  await pool.close();
});

/** The AppError a promise rejects with (fails the test when it resolves or rejects otherwise). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

// Each test starts worker threads that load the parse module (through tsx from source): seconds on a
// loaded machine, so a budget of its own instead of the default 5 s.
describe('FileParsePool', { timeout: 30_000 }, () => {
  it('runs a parse function in a worker thread and returns its result', async () => {
    pool = new FileParsePool({ threads: 1, queue: 1 });
    expect(await pool.run(FIXTURE, 'echo', ['date,name'], 5)).toBe('date,name');
  });

  it('terminates a parse that outlasts its budget (400 naming it) while the event loop stays free, and serves the next file', async () => {
    pool = new FileParsePool({ threads: 1, queue: 1 });
    await pool.run(FIXTURE, 'echo', ['warm'], 5);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const error = await refusal(pool.run(FIXTURE, 'spinForever', [], 0.3));
    clearInterval(ticker);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Reading the file took longer than 0.3 seconds, the limit; nothing was imported');
    expect(error.validationErrors).toEqual({ file: [error.message] });
    // The loop ran while the thread spun (a parse on the loop itself would let no tick in); how many
    // ticks depends on the machine's load, not on the pool.
    expect(ticks).toBeGreaterThan(0);
    expect(await pool.run(FIXTURE, 'echo', ['after'], 5)).toBe('after');
  });

  it('refuses a file at once (503) when every thread and queue place is taken', async () => {
    pool = new FileParsePool({ threads: 1, queue: 1 });
    const running = [pool.run(FIXTURE, 'spinForever', [], 0.5), pool.run(FIXTURE, 'spinForever', [], 0.5)];
    const busy = await refusal(pool.run(FIXTURE, 'echo', ['third'], 5));
    expect(busy.statusCode).toBe(503);
    expect(busy.message).toMatch(/^Too many files are being read right now/);
    for (const outcome of await Promise.allSettled(running)) expect(outcome).toMatchObject({ status: 'rejected', reason: { statusCode: 400 } });
  });

  it('answers 413 when a parse outgrows the thread heap', async () => {
    pool = new FileParsePool({ threads: 1, queue: 1, heapMb: 32 });
    const error = await refusal(pool.run(FIXTURE, 'exhaustHeap', [], 20));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Reading the file needed more than 32 MB of memory, the limit; nothing was imported');
  });

  it('refuses files once closed', async () => {
    pool = new FileParsePool({ threads: 1, queue: 1 });
    await pool.close();
    expect((await refusal(pool.run(FIXTURE, 'echo', ['late'], 5))).statusCode).toBe(503);
  });
});
