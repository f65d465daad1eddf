/**
 * Candidate rows are personal data and must never reach the logs. A failed Drizzle query
 * carries its parameters (`params`) and PostgreSQL's `detail` (e.g. `Key (lower(email))=(...)`);
 * the error handler logs unexpected errors in full. Candidate queries therefore rethrow failures
 * through `withoutPersonalData`, which keeps only what the error handler and services need.
 */

/** A database failure stripped of query parameters and row values. */
export class ScrubbedDatabaseError extends Error {
  override name = 'ScrubbedDatabaseError';
  constructor(
    message: string,
    /** SQLSTATE (e.g. `23505`) or Node error code (e.g. `ECONNREFUSED`), when known. */
    readonly code: string | undefined,
    /** The violated constraint's name, when PostgreSQL reports one. */
    readonly constraint: string | undefined,
  ) {
    super(message);
  }
}

/** Messages of connection failures carry no data, and the error handler maps them to 503. */
const CONNECTION_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|PGlite is closed/i;

/**
 * Rethrows `error` without personal data: a `ScrubbedDatabaseError` with the SQLSTATE and constraint
 * name of the underlying database error. Errors that are not database errors pass unchanged.
 */
export function withoutPersonalData(error: unknown): never {
  const outer = error as { name?: string; message?: string; params?: unknown; cause?: unknown } | null;
  const isDrizzle = outer?.name === 'DrizzleQueryError' || (outer !== null && typeof outer === 'object' && 'params' in outer);
  const inner = (isDrizzle ? outer?.cause : error) as { code?: unknown; constraint?: unknown; message?: unknown } | null | undefined;
  const hasDbShape = inner && typeof inner === 'object' && (typeof inner.code === 'string' || 'detail' in inner);
  if (!isDrizzle && !hasDbShape) throw error;

  const code = typeof inner?.code === 'string' ? inner.code : undefined;
  const constraint = typeof inner?.constraint === 'string' ? inner.constraint : undefined;
  const innerMessage = typeof inner?.message === 'string' ? inner.message : '';
  const message = CONNECTION_MESSAGE.test(innerMessage)
    ? innerMessage
    : `Candidate query failed${code ? ` (SQLSTATE ${code})` : ''}${constraint ? ` on ${constraint}` : ''}`;
  throw new ScrubbedDatabaseError(message, code, constraint);
}
