import { existsSync } from 'node:fs';

/** Flags the system Chromium needs on these machines (ARCHITECTURE.md "Tests and CI"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system Chromium: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`.
 * @throws Error that says how to install one when none is found (Playwright's own download is not used).
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install the system browser with `sudo apt-get install -y chromium` ' +
        '(or set CHROMIUM_PATH to a Chromium executable). `npx playwright install` is not used.',
    );
  }
  return found;
}
