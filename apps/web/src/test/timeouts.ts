/**
 * How long a test waits for a lazily loaded screen (its module is transformed on first import), in ms:
 * the same as Testing Library's wait (setup.ts), for `vi.waitFor` and explicit `findBy` timeouts.
 */
export const LAZY_TIMEOUT_MS = 8_000;
