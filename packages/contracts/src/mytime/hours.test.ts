import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, HoursSchema } from './hours';

const hoursArb = fc.integer({ min: 0, max: 48 }).map((half) => half / 2);
const entryArb = fc.record({ hours: hoursArb, isBillable: fc.boolean() });

describe('HoursSchema (0 to 24 in steps of 0.5)', () => {
  it.each([0, 0.5, 7.5, 8, 24])('accepts %s', (hours) => {
    expect(HoursSchema.safeParse(hours).success).toBe(true);
  });
  it.each([-0.5, 24.5, 7.25, 0.1, Number.NaN, '8'])('refuses %s', (hours) => {
    expect(HoursSchema.safeParse(hours).success).toBe(false);
  });
});

describe('computeTotals', () => {
  it('adds tenths of hours without drift', () => {
    const entries = Array.from({ length: 1000 }, () => ({ hours: 0.5, isBillable: true }));
    expect(computeTotals(entries)).toEqual({ totalHours: 500, billableHours: 500, nonBillableHours: 0 });
  });

  it('total = billable + non-billable, and each equals the exact sum of its entries', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 200 }), (entries) => {
        const totals = computeTotals(entries);
        const halfSum = (list: typeof entries) => list.reduce((sum, e) => sum + e.hours * 2, 0);
        expect(totals.billableHours * 2).toBe(halfSum(entries.filter((e) => e.isBillable)));
        expect(totals.nonBillableHours * 2).toBe(halfSum(entries.filter((e) => !e.isBillable)));
        expect(totals.totalHours).toBe(totals.billableHours + totals.nonBillableHours);
        expect(Number.isInteger(totals.totalHours * 2)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of entries', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 50 }), (entries) => {
        expect(computeTotals([...entries].reverse())).toEqual(computeTotals(entries));
      }),
    );
  });
});
