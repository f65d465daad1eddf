import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The `route` label of a request no route matched (404s, the SPA's history fallback): one value, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The rate-limit budget that refused a request (`plugins/rate-limit.ts`, SCIM's `scim-auth.ts`). */
export type RateLimitBudget = 'address' | 'caller' | 'issuance' | 'scim_token' | 'scim_failed_authentication';

/** An outbox channel: each has its own worker. */
export type DeliveryChannel = 'email' | 'push';

/**
 * What one worker pass did with the deliveries it claimed: `sent`; `failed` attempts (a retry is
 * scheduled unless the delivery gave up); `gaveUp`, of those failed, the ones marked failed for good;
 * push only: `removed` with a subscription the push service no longer knows, `skipped` as unwanted.
 */
export interface DeliveryPass {
  sent: number;
  failed: number;
  gaveUp: number;
  removed?: number;
  skipped?: number;
}

/** The kinds of notification a reminder pass writes. */
export type ReminderKind = 'timesheet_missing' | 'team_summary' | 'weekly_digest' | 'decisions_waiting';

/** How a SCIM request ended, by its status: the `outcome` label of `scim_requests_total`. */
export type ScimOutcome = 'success' | 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'refused' | 'error';

/** The `outcome` of a SCIM request answered with `statusCode` (a small fixed set, whatever the status). */
export function scimOutcome(statusCode: number): ScimOutcome {
  if (statusCode < 400) return 'success';
  switch (statusCode) {
    case 400:
      return 'invalid';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return statusCode >= 500 ? 'error' : 'refused';
  }
}

/**
 * What the server records for Prometheus. Every method is cheap and synchronous; when metrics are
 * off (`noMetrics`) each does nothing, so callers never ask whether they are on.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** One answered request: `route` is the matched pattern (`/v1/users/:id`) or `UNMATCHED_ROUTE`; `seconds` its duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A request refused with 429 by `budget`. */
  rateLimitRefused(budget: RateLimitBudget): void;
  /** A SCIM request answered with `statusCode` (`scimOutcome`). */
  scimRequest(method: string, statusCode: number): void;
  /** A reminder pass that finished, with the notifications it wrote by kind. */
  reminderPass(written: Partial<Record<ReminderKind, number>>): void;
  /** A reminder pass that failed (database down); the scheduler tries again at its next tick. */
  reminderPassFailed(): void;
  /** One outbox worker pass of `channel` (`DeliveryPass`). */
  outboxPass(channel: DeliveryChannel, pass: DeliveryPass): void;
  /** The Prometheus text of every metric (the process's and this app's), with the scrape-time readings taken now. */
  scrape(): Promise<string>;
  /** The `Content-Type` of `scrape()`'s text. */
  readonly contentType: string;
}

/** Metrics off: nothing is recorded and nothing is served. */
export const noMetrics: Metrics = {
  enabled: false,
  observeRequest() {},
  rateLimitRefused() {},
  scimRequest() {},
  reminderPass() {},
  reminderPassFailed() {},
  outboxPass() {},
  scrape: async () => '',
  contentType: 'text/plain; version=0.0.4; charset=utf-8',
};

/** Where the scrape-time readings come from. */
export interface MetricsSources {
  /** The PostgreSQL pool; absent on embedded PGlite (one connection in the process, no pool to report). */
  pool?: pg.Pool;
  /** Deliveries waiting in the outbox by channel, read from the database at scrape time. */
  pendingDeliveries?: () => Promise<Record<DeliveryChannel, number>>;
  /** Told when a scrape-time reading fails; the metric is left out of that scrape. */
  onReadingError?: (error: unknown, metric: string) => void;
}

/**
 * Request durations in seconds: prom-client's default buckets from 5 ms to 10 s, with 1 ms and
 * 2.5 ms below them (most reads of this API answer within a few milliseconds).
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long a scrape waits for the database's outbox count, in ms. */
const READING_TIMEOUT_MS = 2_000;

let processRegistry: Registry | undefined;

/**
 * The Node.js process metrics (prom-client's default metrics: CPU, memory, heap, event-loop lag,
 * garbage collection, handles), registered once per process: they describe the process, not an app,
 * and their event-loop and GC observers are not made again for every app a test builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The metrics of one app: a registry of its own (so several apps in one process, as in the tests,
 * never share counts) merged with the process metrics at scrape time. The names and labels are the
 * ones docs/operations.md ("Metrics") lists.
 */
export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const failed = (metric: string) => (error: unknown) => sources.onReadingError?.(error, metric);

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, matched route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate-limit budget',
    labelNames: ['budget'] as const,
    registers,
  });
  const scimRequests = new Counter({
    name: 'scim_requests_total',
    help: 'SCIM provisioning requests by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers,
  });
  const reminderRuns = new Counter({
    name: 'reminder_runs_total',
    help: 'Passes of the reminder schedule by outcome (success or error)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const remindersWritten = new Counter({
    name: 'reminder_notifications_total',
    help: 'Notifications written by reminder passes, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const lastReminderRun = new Gauge({
    name: 'reminder_last_success_timestamp_seconds',
    help: 'When the last reminder pass finished without error (Unix time in seconds)',
    registers,
  });
  const deliveries = new Counter({
    name: 'outbox_deliveries_total',
    help: "Outbox deliveries handled by this instance's workers, by channel and outcome (sent, retry, failed, removed, skipped)",
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });

  if (sources.pendingDeliveries) {
    const pending = sources.pendingDeliveries;
    new Gauge({
      name: 'outbox_deliveries_pending',
      help: 'Deliveries waiting in the outbox (shared by every instance), by channel, read from the database at scrape time',
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        this.reset();
        try {
          const counts = await withTimeout(pending(), READING_TIMEOUT_MS);
          for (const [channel, count] of Object.entries(counts)) this.set({ channel }, count);
        } catch (error) {
          failed('outbox_deliveries_pending')(error);
        }
      },
    });
  }

  const pool = sources.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('db_pool_size', 'Connections the PostgreSQL pool holds open (busy and idle)', (p) => p.totalCount);
    poolGauge('db_pool_idle', 'Open PostgreSQL pool connections not in use', (p) => p.idleCount);
    poolGauge('db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection', (p) => p.waitingCount);
    poolGauge('db_pool_max', 'Most connections the PostgreSQL pool may open (DATABASE_POOL_MAX)', (p) => p.options.max ?? 10);
  }

  // Series that exist from the start: a counter that appears only at its first increment hides that increment from rate().
  for (const budget of ['address', 'caller', 'issuance', 'scim_token', 'scim_failed_authentication'] as const) refusals.inc({ budget }, 0);
  for (const outcome of ['success', 'error']) reminderRuns.inc({ outcome }, 0);
  for (const outcome of ['sent', 'retry', 'failed']) for (const channel of ['email', 'push']) deliveries.inc({ channel, outcome }, 0);
  for (const outcome of ['removed', 'skipped']) deliveries.inc({ channel: 'push', outcome }, 0);

  const ofProcess = processMetrics();
  return {
    enabled: true,
    contentType: registry.contentType,
    observeRequest(method, route, statusCode, seconds) {
      requestDuration.observe({ method, route, status_code: statusCode }, seconds);
    },
    rateLimitRefused(budget) {
      refusals.inc({ budget });
    },
    scimRequest(method, statusCode) {
      scimRequests.inc({ method, outcome: scimOutcome(statusCode) });
    },
    reminderPass(written) {
      reminderRuns.inc({ outcome: 'success' });
      for (const [kind, count] of Object.entries(written)) if (count) remindersWritten.inc({ kind }, count);
      lastReminderRun.setToCurrentTime();
    },
    reminderPassFailed() {
      reminderRuns.inc({ outcome: 'error' });
    },
    outboxPass(channel, pass) {
      const counts = { sent: pass.sent, retry: pass.failed - pass.gaveUp, failed: pass.gaveUp, removed: pass.removed ?? 0, skipped: pass.skipped ?? 0 };
      for (const [outcome, count] of Object.entries(counts)) if (count > 0) deliveries.inc({ channel, outcome }, count);
    },
    scrape: () => Registry.merge([ofProcess, registry]).metrics(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
