import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  careerGoalStatus,
  isOkrComplete,
  keyResultProgress,
  learningPathProgress,
  learningPathStatus,
  okrProgress,
  roundPercent,
} from './progress';

const target = fc.double({ min: 0.01, max: 1_000_000_000, noNaN: true });
const current = fc.double({ min: 0, max: 1_000_000_000, noNaN: true });
const keyResult = target.chain((t) => fc.record({ target: fc.constant(t), current: fc.double({ min: 0, max: t, noNaN: true }) }));

/** True when `value` has at most one decimal (within floating-point noise). */
function hasOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

describe('keyResultProgress', () => {
  it('is within 0..100 with at most one decimal', () => {
    fc.assert(
      fc.property(current, target, (c, t) => {
        const p = keyResultProgress(c, t);
        return p >= 0 && p <= 100 && hasOneDecimal(p);
      }),
    );
  });

  it('is 0 at 0 and 100 at or above the target', () => {
    fc.assert(fc.property(target, (t) => keyResultProgress(0, t) === 0 && keyResultProgress(t, t) === 100));
    fc.assert(fc.property(target, fc.double({ min: 1, max: 10, noNaN: true }), (t, k) => keyResultProgress(t * k, t) === 100));
  });

  it('never decreases when current grows', () => {
    fc.assert(
      fc.property(target, current, current, (t, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return keyResultProgress(low, t) <= keyResultProgress(high, t);
      }),
    );
  });

  it('rounds to one decimal as documented', () => {
    expect(keyResultProgress(1, 3)).toBe(33.3);
    expect(keyResultProgress(2, 3)).toBe(66.7);
    expect(keyResultProgress(45, 100)).toBe(45);
    expect(keyResultProgress(3, 8)).toBe(37.5);
  });
});

describe('okrProgress', () => {
  it('is the mean of its key results, between the lowest and highest', () => {
    fc.assert(
      fc.property(fc.array(keyResult, { minLength: 1, maxLength: 10 }), (keyResults) => {
        const each = keyResults.map((keyResult) => keyResultProgress(keyResult.current, keyResult.target));
        const p = okrProgress(keyResults);
        return p >= Math.min(...each) - 0.1 && p <= Math.max(...each) + 0.1 && hasOneDecimal(p);
      }),
    );
  });

  it('averages examples as documented and is 0 without key results', () => {
    expect(okrProgress([{ current: 50, target: 100 }, { current: 0, target: 10 }])).toBe(25);
    expect(okrProgress([{ current: 1, target: 3 }, { current: 1, target: 3 }, { current: 1, target: 3 }])).toBe(33.3);
    expect(okrProgress([])).toBe(0);
  });
});

describe('isOkrComplete', () => {
  it('is true exactly when every key result reached its target', () => {
    fc.assert(
      fc.property(fc.array(keyResult, { minLength: 1, maxLength: 10 }), (keyResults) => {
        return isOkrComplete(keyResults) === keyResults.every((keyResult) => keyResult.current >= keyResult.target);
      }),
    );
    fc.assert(fc.property(fc.array(target, { minLength: 1, maxLength: 10 }), (ts) => isOkrComplete(ts.map((t) => ({ current: t, target: t })))));
  });

  it('is false without key results and for 99.96 % shown as 100', () => {
    expect(isOkrComplete([])).toBe(false);
    expect(keyResultProgress(99.96, 100)).toBe(100);
    expect(isOkrComplete([{ current: 99.96, target: 100 }])).toBe(false);
  });
});

describe('learning paths', () => {
  const counts = fc.integer({ min: 1, max: 50 }).chain((total) => fc.record({ total: fc.constant(total), completed: fc.integer({ min: 0, max: total }) }));

  it('progress is completed / total in percent, one decimal, 100 only when all are done', () => {
    fc.assert(
      fc.property(counts, ({ completed, total }) => {
        const p = learningPathProgress(completed, total);
        return p >= 0 && p <= 100 && hasOneDecimal(p) && (p === 100) === (completed === total);
      }),
    );
    expect(learningPathProgress(1, 3)).toBe(33.3);
    expect(learningPathProgress(0, 0)).toBe(0);
  });

  it('status follows the completed count', () => {
    fc.assert(
      fc.property(counts, ({ completed, total }) => {
        const status = learningPathStatus(completed, total);
        if (completed === 0) return status === 'NotStarted';
        if (completed === total) return status === 'Completed';
        return status === 'InProgress';
      }),
    );
  });
});

describe('careerGoalStatus', () => {
  it('is Achieved exactly when every milestone has completedAt', () => {
    const milestone = fc.record({ completedAt: fc.option(fc.constant(new Date('2026-01-01')), { nil: null }) });
    fc.assert(
      fc.property(fc.array(milestone, { minLength: 1, maxLength: 20 }), (milestones) => {
        const achieved = milestones.every((m) => m.completedAt !== null);
        return careerGoalStatus(milestones) === (achieved ? 'Achieved' : 'Active');
      }),
    );
    expect(careerGoalStatus([])).toBe('Active');
  });
});

describe('roundPercent', () => {
  it('keeps one decimal', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (v) => hasOneDecimal(roundPercent(v)) && Math.abs(roundPercent(v) - v) <= 0.05 + 1e-9));
  });
});
