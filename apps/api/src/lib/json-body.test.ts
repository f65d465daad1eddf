import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-body';

describe('jsonNestedDeeperThan', () => {
  it('counts arrays and objects inside one another', () => {
    expect(jsonNestedDeeperThan('"flat"', 0)).toBe(false);
    expect(jsonNestedDeeperThan('[]', 0)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":[{"b":[1,2]},[]]}', 4)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[{"b":[1,2]},[]]}', 3)).toBe(true);
    // Siblings do not add up: ten arrays side by side are one level.
    expect(jsonNestedDeeperThan(`[${'[],'.repeat(10)}[]]`, 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ text: 'a "quoted [[[ part" \\ [[[' }), 1)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('answers a body of a million levels without recursion', () => {
    expect(jsonNestedDeeperThan('['.repeat(1_000_000) + ']'.repeat(1_000_000))).toBe(true);
    expect(jsonNestedDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
  });
});
