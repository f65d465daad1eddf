import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure } from '@apps/contracts/envelope';
import { isScimPath } from '../lib/api-path';
import { failure } from '../lib/envelope';
import { scimFailure } from '../modules/scim/scim.routes';
import { isClientAbort } from './client-abort';

/**
 * Protocol-level failures: what the framework or Node's HTTP parser refuses before
 * any route runs still answers with the `/v1` envelope and a trace id (ARCHITECTURE.md, fixed
 * contracts), or with SCIM's error schema under `/scim/v2`; never the framework's own shape, never 5xx
 * for the caller's fault.
 */

/** The message the envelope carries for each framework error code that reaches `frameworkErrors`. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request URL is not valid (malformed percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment of the request URL is too long',
};

/**
 * Fastify's `frameworkErrors` option: a malformed percent-encoding in the path (400 `FST_ERR_BAD_URL`)
 * and an over-long path parameter (414 `FST_ERR_MAX_PARAM_LENGTH`) answer with the envelope (or SCIM's
 * error under `/scim/v2`) and keep the trace id in `x-trace-id`. Anything else the router reports
 * (an async constraint failing) is a server fault: 500 with its detail hidden and logged.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const message = status === 500 ? 'An unexpected error occurred' : (FRAMEWORK_MESSAGES[error.code] ?? 'Bad request');
  if (status === 500) request.log.error({ err: error }, 'router failure');
  else request.log.info({ code: error.code, statusCode: status }, 'malformed request refused');
  reply.header('x-trace-id', request.id);
  if (isScimPath(request.raw.url ?? '')) {
    const scim = scimFailure(status, message);
    void reply.code(status).type(scim.contentType).send(scim.body);
    return;
  }
  void reply.code(status).send(failure(request, message));
}

/** Status and message for a parser error code of Node's HTTP server (`clientError`). */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return { status: 400, message: 'The Content-Length header is not valid' };
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return { status: 400, message: 'The request body encoding is not valid' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/** The request target of the first line of a raw packet (`GET /v1/x HTTP/1.1`), or '' when unreadable. */
function requestTarget(rawPacket: unknown): string {
  if (!Buffer.isBuffer(rawPacket)) return '';
  const firstLine = rawPacket.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[!-~]+ (\S+)/.exec(firstLine)?.[1] ?? '';
}

/**
 * Builds the raw HTTP/1.1 response for a request Node's parser refused: the envelope (or SCIM's error
 * schema when the request line names `/scim/v2`) with `x-trace-id`, then the connection closes.
 */
export function clientErrorResponse(status: number, message: string, target: string, traceId: string): string {
  const scim = isScimPath(target) ? scimFailure(status, message) : null;
  const envelope: ApiFailure = { success: false, data: null, error: message, validationErrors: null, traceId, timestamp: new Date().toISOString() };
  const text = JSON.stringify(scim ? scim.body : envelope);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    `Content-Type: ${scim ? scim.contentType : 'application/json; charset=utf-8'}`,
    `Content-Length: ${Buffer.byteLength(text)}`,
    `x-trace-id: ${traceId}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`): oversized headers (431), a malformed or
 * conflicting `Content-Length` or transfer encoding, and anything else that is not HTTP (400), or a
 * request too slow to arrive (408), answer with the envelope and a trace id (logged at info with the
 * parser's code). A client that hung up (class 7) is logged at debug as a client abort and gets nothing.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void {
  if (isClientAbort(error) || socket.destroyed) {
    this.log.debug({ code: error.code }, 'client aborted the connection');
    socket.destroy();
    return;
  }
  const { status, message } = clientErrorAnswer(error.code);
  const traceId = randomUUID();
  this.log.info({ traceId, code: error.code, statusCode: status }, 'malformed request refused');
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.end(clientErrorResponse(status, message, requestTarget(error.rawPacket), traceId));
  } else {
    socket.destroy();
  }
}
