import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Relative markdown link targets of a document, without their `#anchor`. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('the documentation', () => {
  it('keeps the README a front door of at most 150 lines', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(documents)('%s links only to files that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const missing = relativeLinks(text).filter((target) => !existsSync(path.join(root, path.dirname(document), target)));
    expect(missing).toEqual([]);
  });
});
