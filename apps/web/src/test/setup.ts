import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 8 s (default 1 s) before failing: `npm test` runs these tests beside the
// other stages on two cores, where a debounced search or a lazy chunk can take seconds to settle. A
// passing test is not slowed by it; a test's own budget is 15 s (vitest.config.ts).
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
