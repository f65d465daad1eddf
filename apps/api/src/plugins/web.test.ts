import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, webDistDir } from './web';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes (the boot script under the CSP)', () => {
  it('hashes every executable inline script, exactly its text, once each', () => {
    const html = [
      '<script type="application/json" id="screen-chunks">{"a":1}</script>',
      '<script type="module" crossorigin src="/assets/main.js"></script>',
      '<script>(function(){})();</script>',
      "<script type='text/javascript'>\n var x = 1;\n</script>",
      '<script>(function(){})();</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){})();'), sha('\n var x = 1;\n')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><head><script src="/a.js"></script></head></html>')).toEqual([]);
  });

  it('matches the built index.html: its one inline script is the boot script', () => {
    const root = webDistDir();
    if (!root) return; // the app is not built (the e2e run builds it and checks the page under the real CSP)
    const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});
