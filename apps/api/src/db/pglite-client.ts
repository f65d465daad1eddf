import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as the database's text (timestamps, dates, intervals and their arrays):
 * Drizzle's own column mappers parse them, so PGlite must hand them over unparsed, exactly as Drizzle's
 * PGlite driver asks for them on every query.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** Parsers that return the text as it came: `TEXT_TYPES` each mapped to the identity. */
const DRIZZLE_TEXT_PARSERS: NonNullable<PGliteOptions['parsers']> = Object.fromEntries(TEXT_TYPES.map((type) => [type, (value: string) => value]));

/** What Drizzle's PGlite driver calls on its client. */
interface DrizzleClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  transaction<T>(callback: (tx: DrizzleClient) => Promise<T>): Promise<T>;
}

/**
 * PGlite (or one of its transactions) as Drizzle's client, without the per-query parser table.
 *
 * Drizzle's PGlite driver passes `parsers` with every query, and PGlite merges them into a copy of its
 * full parser table (some 300 entries) on every call: about 0.15 ms per statement on this machine, more
 * than a small statement's own work (bench/RESULTS.md, PGlite section). The instance carries the same
 * parsers (`DRIZZLE_TEXT_PARSERS`, set by `pgliteForDrizzle`), so dropping the per-query copy reads every
 * row exactly as before; only `rowMode` is passed on.
 */
class PgliteForDrizzle implements DrizzleClient {
  constructor(private readonly target: PGlite | Transaction) {}

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }> {
    return this.target.query<T>(query, params, options?.rowMode ? { rowMode: options.rowMode } : undefined);
  }

  transaction<T>(callback: (tx: DrizzleClient) => Promise<T>): Promise<T> {
    if (!(this.target instanceof PGlite)) throw new Error('PGlite has no nested transactions; Drizzle uses savepoints inside one');
    return this.target.transaction((tx) => callback(new PgliteForDrizzle(tx)));
  }
}

/**
 * The client to hand to `drizzle-orm/pglite`: sets `DRIZZLE_TEXT_PARSERS` on `client` (after PGlite has
 * registered its array parsers at start, which would otherwise parse `date[]` and the like element by
 * element) and wraps it.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_TEXT_PARSERS);
  // Drizzle's driver types its client as PGlite but calls only `query` and `transaction`.
  return new PgliteForDrizzle(client) as unknown as PGlite;
}
