import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRupees, formatYears, parseRupees } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(1_250_000)).toBe('₹12,50,000');
    expect(formatRupees(480_000)).toBe('₹4,80,000');
    expect(formatRupees(65_000_000)).toBe('₹6,50,00,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('round-trips through parseRupees', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (n) => parseRupees(formatRupees(n)) === n));
  });
});

describe('parseRupees', () => {
  it('reads typed amounts and leaves nonsense for the schema to refuse', () => {
    expect(parseRupees('12,50,000')).toBe(1_250_000);
    expect(parseRupees(' ₹ 900000 ')).toBe(900_000);
    expect(parseRupees('')).toBeNull();
    expect(parseRupees('-5')).toBe(-5);
    expect(parseRupees('twelve lakh')).toBeNaN();
  });
});

it('formats years', () => {
  expect(formatYears(1)).toBe('1 year');
  expect(formatYears(4.5)).toBe('4.5 years');
  expect(formatYears(0)).toBe('0 years');
});
