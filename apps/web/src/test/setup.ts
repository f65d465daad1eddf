import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LAZY_TIMEOUT_MS } from './timeouts';

// findBy*/waitFor wait up to 20 s (default 1 s) before failing: `npm test` runs these tests beside the
// other stages on two cores, where a debounced search or a lazy chunk's first transform can take many
// seconds to settle. A passing test is not slowed by it; a test's own budget is 45 s (vitest.config.ts).
configure({ asyncUtilTimeout: LAZY_TIMEOUT_MS });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
