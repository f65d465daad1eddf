import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDistDir } from './web';

describe('the built pages under the CSP', () => {
  it("hold no inline script, so script-src 'self' lets every script of theirs run", () => {
    const root = webDistDir();
    if (!root) return; // the app is not built (the e2e run builds it and checks the page under the real CSP)
    for (const page of ['index.html', 'dev-sign-in.html', 'auth-redirect.html']) {
      const html = fs.readFileSync(path.join(root, page), 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? ''));
      expect(inline, page).toEqual([]);
    }
  });
});
