import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { VALIDATION_FAILED_MESSAGE, type ValidationErrors } from '@apps/contracts/envelope';
import type { Language } from '@apps/contracts/core/user-settings.values';
import { AppError } from '../lib/errors';
import { acceptedLanguage, translateErrorText, translateSchemaIssue, type SchemaIssue } from '../lib/error-language';
import { JsonTooDeepError } from '../lib/json-body';
import { failure } from '../lib/envelope';
import { savedLanguageOf } from '../modules/settings/user-settings.service';
import { isClientAbort } from './client-abort';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: answers a GET for an unknown non-API path with the SPA, or returns false. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * What a log line may say about an error: a failed query keeps its SQL and the driver's message but
 * never its parameters (they can be personal data: names, e-mails, salaries).
 */
export function loggableError(error: unknown): unknown {
  const err = error as { query?: unknown; params?: unknown; cause?: { message?: string; code?: string }; stack?: string } | null;
  if (err && typeof err === 'object' && 'query' in err && 'params' in err) {
    return { type: 'DrizzleQueryError', query: err.query, cause: err.cause?.message, code: err.cause?.code, stack: err.stack?.split('\n').slice(2, 8).join('\n') };
  }
  return error;
}

/** PostgreSQL error codes that mean the database could not be reached or is shutting down. */
const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * The language a failure is answered in: the signed-in person's saved setting, else the best match of
 * `Accept-Language`, else English. A server fault (5xx) never asks the database, which may be the fault.
 */
async function failureLanguage(request: FastifyRequest, status: number): Promise<Language> {
  const userId = request.auth?.user.id;
  if (userId && status < 500) {
    try {
      const saved = await savedLanguageOf(request.server.db, userId);
      if (saved) return saved;
    } catch (error) {
      request.log.warn({ err: loggableError(error) }, 'language of the failure not read; answering by Accept-Language');
    }
  }
  return acceptedLanguage(request.headers['accept-language']);
}

/**
 * The failure envelope in the requester's language (`failureLanguage`): the common texts of `error`
 * and of each field's messages are translated (`translateErrorText`), field names stay as they are.
 */
export async function localizedFailure(
  request: FastifyRequest,
  status: number,
  error: string,
  validationErrors: ValidationErrors | null = null,
  thrown: AppError | null = null,
) {
  const language = await failureLanguage(request, status);
  if (language === 'en') return failure(request, error, validationErrors);
  // The thrower's own translation first (a refusal of a module), else the common texts.
  const translate = (text: string) => thrown?.textIn(language, text) ?? translateErrorText(language, text);
  const fields = validationErrors && Object.fromEntries(Object.entries(validationErrors).map(([field, messages]) => [field, messages.map(translate)]));
  return failure(request, translate(error), fields);
}

/** The 400 of a request that failed its schema, field by field, in the requester's language (zod's own texts too). */
async function schemaFailure(request: FastifyRequest, issues: ReadonlyArray<{ field: string; issue: SchemaIssue }>) {
  const language = await failureLanguage(request, 400);
  const fields: ValidationErrors = {};
  for (const { field, issue } of issues) (fields[field] ??= []).push(translateSchemaIssue(language, issue));
  return failure(request, translateErrorText(language, VALIDATION_FAILED_MESSAGE), fields);
}

/**
 * The one error handler (STYLE.md rule 5): every failure leaves as the envelope with its status, its
 * texts in the requester's language (`localizedFailure`): a module's refusal by its own messages, the
 * common texts by lib's.
 * Schema failures become 400 with field errors; `AppError` keeps its status; 5xx hide their detail
 * but keep the trace id; unknown `/v1` paths are 404. A client that hung up is logged at info as a client
 * abort, never as a database outage.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Callback-style hooks: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-trace-id', request.id);
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.auth?.user.id,
      },
      'request completed',
    );
    done();
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const answer = async (status: number, message: string, fields: ValidationErrors | null = null, thrown: AppError | null = null) =>
      reply.code(status).send(await localizedFailure(request, status, message, fields, thrown));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || (error.validationContext ?? 'body');
        return { field, issue: { code: issue.keyword, message: issue.message ?? 'Invalid value', params: issue.params } };
      });
      return reply.code(400).send(await schemaFailure(request, issues));
    }
    if (error instanceof JsonTooDeepError) {
      return answer(400, error.message, error.validationErrors);
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: loggableError(error) }, error.message);
      return answer(error.statusCode, error.message, error.validationErrors, error);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return answer(500, 'An unexpected error occurred');
    }
    // Before the database check: a hang-up carries the same ECONNRESET as a lost database connection.
    if (isClientAbort(error, request)) {
      request.log.info({ code: error.code }, 'client aborted the request');
      return answer(400, 'The client closed the connection before the request was complete');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      return answer(503, 'Service temporarily unavailable. Please try again shortly.');
    }
    // Drizzle wraps the driver's error (DrizzleQueryError): the SQLSTATE is on `cause`.
    const pgCode = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (pgCode === '23505') {
      return answer(409, 'A record with these values already exists');
    }
    if (pgCode === '23503') {
      return answer(409, 'This record is still referenced by other records');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return answer(status, clientErrorMessage(error, status));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return answer(500, 'An unexpected error occurred');
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.spaFallback?.(request, reply)) return reply;
    return localizedFailure(request, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`).then((body) => reply.code(404).send(body));
  });
});

function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!err) return false;
  if (err.code && (UNAVAILABLE_PG_CODES.has(err.code) || UNAVAILABLE_NODE_CODES.has(err.code))) return true;
  const message = err.message ?? '';
  if (
    /Connection terminated|timeout exceeded when trying to connect|Database did not answer|Query read timeout|PGlite is closed/i.test(
      message,
    )
  ) {
    return true;
  }
  return err.cause !== undefined && err.cause !== error && isDatabaseUnavailable(err.cause);
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    default:
      break;
  }
  if (status === 413) return 'Request body is too large';
  if (status === 429) return 'Too many requests. Please slow down and try again shortly.';
  if (status === 415) return 'Unsupported content type; send application/json';
  return error.message || 'Bad request';
}
