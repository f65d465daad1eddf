import { describe, expect, it } from 'vitest';
import { countOf, countOfShown, pluralWord, WORDS } from './plural';

describe('counted words through Intl.PluralRules', () => {
  it.each([
    [0, '0 days'],
    [0.5, '0.5 days'],
    [1, '1 day'],
    [1.5, '1.5 days'],
    [2, '2 days'],
    [21, '21 days'],
  ])('%s -> %s', (count, expected) => {
    expect(countOf(count, WORDS.day)).toBe(expected);
  });

  it('writes the number as shown and picks the word from the count', () => {
    expect(countOf(1000, WORDS.holiday, '1,000')).toBe('1,000 holidays');
    expect(countOf(1, WORDS.person)).toBe('1 person');
    expect(pluralWord(3, WORDS.person)).toBe('people');
  });
});

describe('countOfShown', () => {
  it.each([
    ['1', '1 day'],
    ['0.5', '0.5 days'],
    ['1,250', '1,250 days'],
    ['50+', '50+ days'],
  ])('%s -> %s', (shown, expected) => {
    expect(countOfShown(shown, WORDS.day)).toBe(expected);
  });
});
