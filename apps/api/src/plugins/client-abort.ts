import type { FastifyRequest } from 'fastify';

/**
 * Error codes that mean the peer hung up: socket resets, a stream closed early, and Node's parser
 * meeting the end of the connection in the middle of a request (`HPE_INVALID_EOF_STATE`).
 */
const HANG_UP_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'HPE_INVALID_EOF_STATE']);

/**
 * True when an error means the client went away, not that the server or the
 * database failed: Node's request stream reports a body cut short as `ECONNRESET` with the message
 * `aborted`; otherwise a hang-up code counts only when this request's own socket is gone and the error
 * is not a wrapped query failure (a database connection reset carries the same `ECONNRESET`).
 * Without a request (Node's `clientError`, before any request exists) any hang-up code counts.
 *
 * @param error what was thrown or emitted.
 * @param request the request it happened in, when there is one.
 */
export function isClientAbort(error: unknown, request?: FastifyRequest): boolean {
  const err = error as { code?: string; message?: string; cause?: unknown; query?: unknown } | null;
  if (!err || typeof err !== 'object' || !err.code || !HANG_UP_CODES.has(err.code)) return false;
  if (err.code === 'ECONNRESET' && err.message === 'aborted') return true;
  if (!request) return true;
  if ('query' in err || err.cause !== undefined) return false;
  const raw = request.raw;
  return raw.aborted || raw.readableAborted || raw.socket?.destroyed === true;
}
