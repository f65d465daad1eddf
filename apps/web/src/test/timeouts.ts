/**
 * How long a test waits for a lazily loaded screen (its module is transformed on first import), in ms:
 * Testing Library's wait too (setup.ts), and for `vi.waitFor` and explicit `findBy` timeouts.
 */
export const LAZY_TIMEOUT_MS = 20_000;
