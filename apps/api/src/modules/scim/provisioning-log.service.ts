import type { DbOrTx } from '../../db/client';
import { startPeriodicTask, type PeriodicTask } from '../../lib/periodic-task';
import * as eventRepository from './provisioning-event.repository';

/** How much of the provisioning log is kept (`PROVISIONING_LOG_DAYS`, `PROVISIONING_LOG_MAX_ROWS`). */
export interface ProvisioningLogRetention {
  /** Events older than this many days are removed (default 30). */
  days: number;
  /** At most this many events are kept, the newest (default 100,000). */
  maxRows: number;
}

const DAY_MS = 86_400_000;

/**
 * Prunes the provisioning log (User Management shows its newest 100 events): removes events
 * older than `retention.days` before `now`, then all but the newest `retention.maxRows`. Idempotent and
 * safe on several instances at once (each delete only removes what is beyond the bound).
 * @returns how many events were removed.
 */
export async function pruneProvisioningLog(db: DbOrTx, retention: ProvisioningLogRetention, now: Date = new Date()): Promise<number> {
  const old = await eventRepository.deleteOlderThan(db, new Date(now.getTime() - retention.days * DAY_MS));
  return old + (await eventRepository.deleteBeyondNewest(db, retention.maxRows));
}

/**
 * Runs `pruneProvisioningLog` at once and then every `intervalMs` (default one hour) until stopped; a
 * failed pass (database down) goes to `onError` and is tried again at the next tick.
 */
export function startProvisioningLogPruner(
  db: DbOrTx,
  retention: ProvisioningLogRetention,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): PeriodicTask {
  return startPeriodicTask(() => pruneProvisioningLog(db, retention), { intervalMs: options.intervalMs ?? 3_600_000, onError: options.onError });
}
