// The plain bound of grow/page.ts (no zod): what a Grow screen needs to ask for a page before any
// schema.
import { MAX_PAGE_SIZE } from '../page.values';

/** Largest page any Grow list returns (ARCHITECTURE.md: every list is bounded). */
export const GROW_MAX_PAGE_SIZE = MAX_PAGE_SIZE;
