// The plain bounds of page.ts (no zod): what a screen needs to ask for a page before any schema.
// page.ts builds its schemas from these and re-exports them.

/** Largest page a list returns unless its route documents more (ARCHITECTURE.md: every list is bounded). */
export const MAX_PAGE_SIZE = 100;

/** Page size when the caller sends no `limit`. */
export const DEFAULT_PAGE_SIZE = 20;
