import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatIndianWhole } from './number-format';

const intl = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });

describe('formatCount and formatDecimal', () => {
  it('write counts as Intl en-US does', () => {
    const f = intl(3);
    for (const n of [0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567_890, -1, -1234, -0, 2 ** 53])
      expect(formatCount(n), String(n)).toBe(f.format(n));
    for (let n = 0; n < 200_000; n += 97) expect(formatCount(n)).toBe(f.format(n));
  });

  it('write hours and days with at most one decimal as Intl en-US does', () => {
    const f = intl(1);
    for (let i = -2000; i <= 8000; i++) {
      const n = i / 40; // quarters, eighths and their ties: 0.025, 0.125, 7.25, ...
      expect(formatDecimal(n, 1), String(n)).toBe(f.format(n));
    }
    for (const n of [0.05, 0.15, 0.25, 0.35, 1.45, 2.55, 1234.56, 99.95, 999.96, -0.04, 1e20, NaN, Infinity, -Infinity])
      expect(formatDecimal(n, 1), String(n)).toBe(f.format(n));
  });

  it('follow Intl for other numbers of decimals', () => {
    for (const digits of [0, 2, 3]) {
      const f = intl(digits);
      for (let i = -500; i <= 5000; i += 7) {
        const n = i / 16 + i / 1000;
        expect(formatDecimal(n, digits), `${n} ${digits}`).toBe(f.format(n));
      }
    }
  });

  it('follow Intl across magnitudes, exponents included', () => {
    let seed = 19;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 3000; i++) {
      const n = (random() - 0.3) * 10 ** Math.floor(random() * 30 - 8);
      const digits = Math.floor(random() * 6);
      expect(formatDecimal(n, digits), `${n} ${digits}`).toBe(intl(digits).format(n));
    }
    for (const n of [1e21, 1.5e25, 1e-7, 5e-7, 123e-10]) for (const digits of [0, 1, 6, 10]) expect(formatDecimal(n, digits), `${n} ${digits}`).toBe(intl(digits).format(n));
  });

  it('formatIndianWhole follows Intl en-IN without decimals', () => {
     
    const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const n of [0, -0, 1, 999, 1000, 99_999, 100_000, 1_250_000, 12_34_56_789, 1e15, 1e21, -1_250_000, 0.5, 1.5, 2.5, 999.5, -0.4, NaN, Infinity, -Infinity])
      expect(formatIndianWhole(n), String(n)).toBe(inr.format(n));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 3000; i++) {
      const n = (random() - 0.3) * 10 ** Math.floor(random() * 12);
      expect(formatIndianWhole(n), String(n)).toBe(inr.format(n));
    }
  });
});
