// The plain bounds of page.ts (no zod): what a screen needs to ask for a page before any schema.
// page.ts builds its schemas from these and re-exports them.

/** Largest page a list returns unless its route documents more (ARCHITECTURE.md: every list is bounded). */
export const MAX_PAGE_SIZE = 100;

/** Page size when the caller sends no `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * How far the long lists count their `total`: at most `offset + TOTAL_BOUND` records. Those lists are the
 * approval lists (`GET /v1/mytime/timesheets/pending-approval`, `/v1/mytime/leaves/pending-approval`),
 * the people search (`GET /v1/users` with `search`, `isActive`, `limit` or `offset`) and the audit log
 * (`GET /v1/audit`). Their `total` is exact below that figure and a lower bound when it equals it
 * ("at least"; `isLowerBound`), so a page costs the same in an organisation of 1,000 or 100,000 people
 * (the top of the organisation waits no longer for its approvals than a team lead, a picker's first
 * letter does not count every person); the next page is always known to exist, since the bound is
 * larger than the largest page.
 */
export const TOTAL_BOUND = 1_000;

/** The largest `total` a bounded list answers for a page starting at `offset` (see `TOTAL_BOUND`). */
export function totalBound(offset: number): number {
  return offset + TOTAL_BOUND;
}

/** Whether a bounded list's `total` is a lower bound ("1,000 or more") rather than the exact figure. */
export function isLowerBound(page: { total: number; offset: number }): boolean {
  return page.total >= totalBound(page.offset);
}
