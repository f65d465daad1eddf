import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The dark theme mirrors the palette variables the app uses (theme-dark.css); a palette colour used in
// the web app without its mirrored line would stay light on the dark page.
const src = import.meta.dirname;
const HUES = 'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const USED = new RegExp(`\\b(?:bg|text|border|divide|ring|outline|from|via|to|fill|stroke|accent|placeholder|decoration)-(${HUES})-(\\d{2,3})\\b`, 'g');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

describe('the dark palette', () => {
  it('mirrors every palette colour the web app uses', () => {
    const dark = readFileSync(path.join(src, 'theme-dark.css'), 'utf8');
    const used = new Set<string>();
    for (const file of sourceFiles(src)) for (const [, hue, step] of readFileSync(file, 'utf8').matchAll(USED)) used.add(`${hue}-${step}`);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((colour) => !dark.includes(`--color-${colour}:`)).sort()).toEqual([]);
  });
});
