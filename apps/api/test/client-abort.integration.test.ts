import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
}

/** A client that hangs up is a client abort in the log, never a database outage. */
describe('client aborts', () => {
  let test: TestApp;
  let port: number;
  const lines: LogLine[] = [];
  /** Waiters for a log message: resolved by the log stream when the line is written, no polling. */
  const waiters: Array<{ matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  const record = (text: string) => {
    const line = JSON.parse(text) as LogLine;
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.matches(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  /** The next log line that matches (register before causing it). */
  const nextLine = (matches: (line: LogLine) => boolean) => new Promise<LogLine>((resolve) => waiters.push({ matches, resolve }));
  /** The error handler's verdict on a failed request: the client abort, or (the bug) an error-level line. */
  const verdict = (line: LogLine) => line.msg === 'client aborted the request' || line.level >= 50 || /database unavailable/i.test(line.msg);
  /** Resolvers waiting for the server to start reading a request's body (preParsing). */
  const parsing: Array<() => void> = [];

  beforeAll(async () => {
    test = await buildTestApp(
      {},
      {
        logger: { level: 'debug', stream: { write: record } },
        extend: (app) =>
          app.addHook('preParsing', async (_request, _reply, payload) => {
            parsing.shift()?.();
            return payload;
          }),
      },
    );
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => test.close());

  /**
   * Opens a connection, writes `text`, waits until `ready` (when given), then hangs up: `reset` sends a
   * TCP reset, otherwise the client closes its side (FIN) in the middle of the request.
   */
  async function hangUpAfter(text: string, how: 'reset' | 'close', ready?: Promise<void>): Promise<void> {
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const opened = net.connect(port, '127.0.0.1', () => opened.write(text, () => resolve(opened)));
      opened.on('error', reject);
    });
    await ready;
    if (how === 'reset') socket.resetAndDestroy();
    else socket.end();
  }

  const problems = (from: number) => lines.slice(from).filter((line) => line.level >= 50 || /database unavailable/i.test(line.msg));

  it.each(['reset', 'close'] as const)('logs a POST whose client hangs up mid-body (%s) as a client abort at info, with no error line', async (how) => {
    const before = lines.length;
    const readingBody = new Promise<void>((resolve) => parsing.push(resolve));
    const aborted = nextLine(verdict);
    await hangUpAfter(
      'POST /v1/auth/dev/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":"abort',
      how,
      readingBody,
    );
    expect(await aborted).toMatchObject({ msg: 'client aborted the request', level: 30 });
    expect(problems(before)).toEqual([]);
  });

  it.each(['reset', 'close'] as const)('logs a connection cut in the middle of its headers (%s) at debug, with no error line', async (how) => {
    const before = lines.length;
    const aborted = nextLine((line) => line.msg === 'client aborted the connection' || line.level >= 50);
    await hangUpAfter('POST /v1/auth/dev/token HTTP/1.1\r\nHost: x\r\nContent-Ty', how);
    expect(await aborted).toMatchObject({ msg: 'client aborted the connection', level: 20 });
    expect(problems(before)).toEqual([]);
  });
});
