import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { isClientAbort } from './client-abort';

const requestWith = (raw: { aborted?: boolean; readableAborted?: boolean; socket?: { destroyed: boolean } }) =>
  ({ raw: { aborted: false, readableAborted: false, socket: { destroyed: false }, ...raw } }) as unknown as FastifyRequest;
const error = (code: string, message = 'x', extra: object = {}) => Object.assign(new Error(message), { code }, extra);

describe('isClientAbort', () => {
  it("treats Node's aborted request body as a client abort", () => {
    expect(isClientAbort(error('ECONNRESET', 'aborted'), requestWith({}))).toBe(true);
  });

  it('treats a hang-up code as a client abort when the request socket is gone', () => {
    expect(isClientAbort(error('EPIPE'), requestWith({ socket: { destroyed: true } }))).toBe(true);
    expect(isClientAbort(error('ERR_STREAM_PREMATURE_CLOSE'), requestWith({ aborted: true }))).toBe(true);
  });

  it('keeps a database connection reset a database failure while the client is still there', () => {
    expect(isClientAbort(error('ECONNRESET', 'read ECONNRESET'), requestWith({}))).toBe(false);
  });

  it('keeps a wrapped query failure a database failure even when the client has gone', () => {
    const query = error('ECONNRESET', 'Failed query', { query: 'select 1', params: [], cause: error('ECONNRESET') });
    expect(isClientAbort(query, requestWith({ socket: { destroyed: true } }))).toBe(false);
  });

  it('counts any hang-up code before a request exists, and nothing else', () => {
    expect(isClientAbort(error('HPE_INVALID_EOF_STATE'))).toBe(true);
    expect(isClientAbort(error('HPE_HEADER_OVERFLOW'))).toBe(false);
    expect(isClientAbort(null)).toBe(false);
  });
});
