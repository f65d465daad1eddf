import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { errorType, tracer } from '../lib/tracing/tracing';

/**
 * A CLIENT span per database statement, on PostgreSQL and PGlite alike.
 *
 * Every statement Drizzle sends, from a query builder, a prepared query (lib/prepared.ts), a
 * relational query or `db.execute`, in a transaction or not, passes through its prepared query's
 * `queryWithCache(text, params, run)` (drizzle-orm 0.45, pg-core/session.js). Each driver's class gets
 * its own copy of that method that wraps the base one in a span, so one function covers both drivers
 * and knows which it is. Require hooks (`@opentelemetry/instrumentation-pg`) would miss the bundle
 * and PGlite. `tracing.integration.test.ts` fails when the method disappears.
 */

type QueryWithCache = (this: unknown, queryString: string, params: unknown[], run: () => Promise<unknown>) => Promise<unknown>;

/** The OpenTelemetry `db.system` of each driver's prepared query. */
const DRIVERS = [
  { prototype: NodePgPreparedQuery.prototype, system: 'postgresql' },
  { prototype: PglitePreparedQuery.prototype, system: 'pglite' },
] as const;

/**
 * What a statement does and to which table, when that is plain: `SELECT users`, `INSERT audit_log`,
 * `BEGIN`. The table is the one after `INSERT INTO`, `UPDATE`, `DELETE FROM`, or the first quoted
 * name after a `FROM` outside parentheses (subqueries and function calls are skipped).
 */
export function statementSummary(text: string): { operation: string; table: string | null } {
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  if (operation !== 'SELECT') return { operation, table: /^\s*(?:insert\s+into|update|delete\s+from)\s+"([^"]+)"/i.exec(text)?.[1] ?? null };
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && (char === 'f' || char === 'F')) {
      const from = /^from\s+"([^"]+)"/i.exec(text.slice(at, at + 200));
      if (from && /\s/.test(text[at - 1] ?? '')) return { operation, table: from[1]! };
    }
  }
  return { operation, table: null };
}

/**
 * Starts the query spans: a statement run inside a span (a request, an outgoing call's parent) gets
 * a child span `OPERATION [table]` with `db.system` (`postgresql` or `pglite`), `db.operation.name`,
 * `db.collection.name` when plain, and `db.query.text`: the statement with its `$1` placeholders,
 * never the values. A failed statement records its SQLSTATE (`error.type`) but not its message, which
 * quotes the values. Statements outside any span (migrations, the workers' polling) are not traced.
 * @returns the function that removes the spans again.
 */
export function startQuerySpans(): () => void {
  const base = (PgPreparedQuery.prototype as unknown as { queryWithCache?: QueryWithCache }).queryWithCache;
  if (typeof base !== 'function') throw new Error('drizzle-orm changed: PgPreparedQuery.queryWithCache is gone, the query spans need another seam');
  for (const { prototype, system } of DRIVERS) {
    const traced: QueryWithCache = function (this: unknown, queryString, params, run) {
      const parent = context.active();
      if (!trace.getSpan(parent)) return base.call(this, queryString, params, run);
      const { operation, table } = statementSummary(queryString);
      const span = tracer().startSpan(
        table ? `${operation} ${table}` : operation,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system': system,
            'db.system.name': system,
            'db.operation.name': operation,
            ...(table ? { 'db.collection.name': table } : {}),
            'db.query.text': queryString,
          },
        },
        parent,
      );
      return base.call(this, queryString, params, run).then(
        (result) => {
          span.end();
          return result;
        },
        (error: unknown) => {
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute('error.type', errorType(error));
          span.end();
          throw error;
        },
      );
    };
    Object.defineProperty(prototype, 'queryWithCache', { value: traced, configurable: true, writable: true });
  }
  return () => {
    for (const { prototype } of DRIVERS) delete (prototype as unknown as { queryWithCache?: unknown }).queryWithCache;
  };
}
