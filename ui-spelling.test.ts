import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app speaks one English, American like the spec's texts ("Utilization").
// Every string literal and JSX text of the web app, the API's modules and seed data and the
// contracts is checked for British spellings. The spec's own "cancelled" (SPEC.md sections 4 and 8:
// 'Leave request cancelled', status Cancelled) is kept verbatim, so it is not on the list; `colour`
// is a field name of SPEC.md section 3, not a text.
const root = import.meta.dirname;
const folders = ['apps/web/src', 'apps/api/src/modules', 'apps/api/src/db/seed', 'apps/api/src/plugins', 'apps/api/src/lib', 'packages/contracts/src'];

/** British spellings and the American word to use instead. */
const BRITISH = /\b(organis(e|es|ed|ing|ation|ations)|utilis(e|es|ed|ing|ation)|behaviou?ral?|behaviour|colours?|favou?rite|honour|centre[sd]?|catalogue|licence|analys(e|ed|ing)|recognis(e|ed|es|ing)|customis(e|ed|ing|ation)|prioritis(e|ed|ing)|summaris(e|ed|ing)|finalis(e|ed|ing)|authoris(e|ed|ing|ation)|initialis(e|ed|ing)|normalis(e|ed|ing)|enrolment|judgement|programme|Sept)\b/i;
const AMERICAN_BEHAVIOR = /^behavior/i;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(relative);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield relative;
  }
}

/** The texts of a source file: its string literals and JSX text, comments removed. */
function textsOf(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/\b(from|import)\s*\(?\s*'[^']*'/g, '');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) =>
    // Code inside a template (`${tile.colour}`) is not text.
    (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ''),
  );
  const jsxText = [...code.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((m) => m[1]!);
  return [...literals, ...jsxText];
}

/**
 * Developer English: a word with "(s)" instead of a real plural (counted words go through
 * `Intl.PluralRules`, `packages/contracts/src/plural.ts`), and the directory's old name (Microsoft
 * renamed Azure AD to Microsoft Entra ID in 2023).
 */
const DEVELOPER_ENGLISH = /\w\((s|es)\)|\bAzure (AD|Active Directory|Account ID)\b/;

/**
 * Texts SPEC.md section 8 gives verbatim and no later decision replaced: the error banner's heading
 * and User Management's module toasts. They are kept word for word; nothing else may say "(s)".
 */
const SPEC_VERBATIM = new Set([
  'Please fix below validation error(s)',
  'Added  and removed  module(s)',
  'Added  module(s)',
  'Removed  module(s)',
]);

/** Every text of the web app, the API's modules and seed data and the contracts, with its file. */
function allTexts(): Array<{ file: string; text: string }> {
  const texts: Array<{ file: string; text: string }> = [];
  for (const folder of folders) {
    for (const file of sourceFiles(folder)) {
      for (const text of textsOf(readFileSync(path.join(root, file), 'utf8'))) texts.push({ file, text });
    }
  }
  return texts;
}

describe('plain English in what people read', () => {
  it('no "(s)" plurals and no "Azure AD" in any text of the web app, the API or the contracts', () => {
    const found = allTexts()
      // A message's ICU placeholders (`{added}`) count as the interpolations of a template literal.
      .filter(({ text }) => DEVELOPER_ENGLISH.test(text) && !SPEC_VERBATIM.has(text.replace(/\{\w+\}/g, '')))
      .map(({ file, text }) => `${file}: ${JSON.stringify(text.slice(0, 80))}`);
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(textsOf('const a = `${n} day(s)`;').some((t) => DEVELOPER_ENGLISH.test(t))).toBe(true);
    expect(textsOf("<p>Signed in with Azure AD</p>").some((t) => DEVELOPER_ENGLISH.test(t))).toBe(true);
    expect(textsOf("const b = 'Azure Account ID';").some((t) => DEVELOPER_ENGLISH.test(t))).toBe(true);
    expect(DEVELOPER_ENGLISH.test('2 days, Microsoft Entra ID (sign in)')).toBe(false);
  });
});

describe('one English (American) in what people read', () => {
  it('no British spelling in any text of the web app, the API or the contracts', () => {
    const found: string[] = [];
    for (const folder of folders) {
      for (const file of sourceFiles(folder)) {
        for (const text of textsOf(readFileSync(path.join(root, file), 'utf8'))) {
          const match = BRITISH.exec(text);
          if (match && !AMERICAN_BEHAVIOR.test(match[0])) found.push(`${file}: "${match[0]}" in ${JSON.stringify(text.slice(0, 80))}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('finds the spellings it looks for', () => {
    expect(textsOf("const a = 'Browse ideas from across the organisation'; // organisation\n").filter((t) => BRITISH.test(t))).toHaveLength(1);
    expect(textsOf('<p>Utilisation</p>').some((t) => BRITISH.test(t))).toBe(true);
    expect(BRITISH.test('Utilization across the organization')).toBe(false);
  });
});
