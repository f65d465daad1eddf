import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A `*.values.ts` module holds what a screen needs before any schema (labels,
// enums, limits, date arithmetic). The web's build keeps zod and every module that imports it in the
// `contracts` chunk, so a values module that reached zod, even through another module, would bring
// that chunk back to every screen that shows a label.
const src = import.meta.dirname;
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** The modules `file` imports for their values (`import type` is erased), relative to src. */
function valueImports(file: string): string[] {
  const code = readFileSync(path.join(src, file), 'utf8');
  return [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]!).map((spec) => (spec.startsWith('.') ? path.join(path.dirname(file), `${spec}.ts`) : spec));
}

describe('values modules', () => {
  const valuesFiles = files.filter((file) => file.endsWith('.values.ts'));

  it('exist', () => {
    expect(valuesFiles.length).toBeGreaterThan(0);
  });

  it.each(valuesFiles)('%s reaches no zod, however indirectly', (file) => {
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      for (const dep of valueImports(current)) {
        expect(dep, `${current} imports ${dep}`).not.toMatch(/^zod(\/|$)/);
        if (dep.endsWith('.ts')) stack.push(dep);
      }
    }
  });
});
