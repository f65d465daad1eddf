import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANDIDATE_STATUSES, canMoveCandidate, RegisterCandidateSchema, type CandidateStatus } from './candidate';

const status = fc.constantFrom(...CANDIDATE_STATUSES);
const FINAL: readonly CandidateStatus[] = ['Hired', 'Rejected'];

describe('candidate status transitions', () => {
  it('never leave Hired or Rejected', () => {
    fc.assert(fc.property(fc.constantFrom(...FINAL), status, (from, to) => !canMoveCandidate(from, to)));
  });

  it('can reject from every status that is not final, and never move to the same status', () => {
    for (const from of CANDIDATE_STATUSES.filter((s) => !FINAL.includes(s))) expect(canMoveCandidate(from, 'Rejected')).toBe(true);
    fc.assert(fc.property(status, (s) => !canMoveCandidate(s, s)));
  });

  it('only move forward along the pipeline, one step at a time (besides Rejected)', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (to === 'Rejected' || !canMoveCandidate(from, to)) return true;
        return CANDIDATE_STATUSES.indexOf(to) === CANDIDATE_STATUSES.indexOf(from) + 1;
      }),
    );
  });
});

describe('RegisterCandidateSchema', () => {
  const base = { fullName: 'Priya Sharma', email: 'priya@example.com' };

  it('accepts experience with at most one decimal between 0 and 60 years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (tenths) => RegisterCandidateSchema.safeParse({ ...base, totalExperience: tenths / 10 }).success),
    );
    expect(RegisterCandidateSchema.safeParse({ ...base, totalExperience: 1.25 }).success).toBe(false);
    expect(RegisterCandidateSchema.safeParse({ ...base, totalExperience: 60.1 }).success).toBe(false);
  });

  it('accepts whole, non-negative rupee salaries only', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (rupees) => RegisterCandidateSchema.safeParse({ ...base, expectedSalary: rupees }).success));
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: -1 }), (rupees) => !RegisterCandidateSchema.safeParse({ ...base, expectedSalary: rupees }).success));
    expect(RegisterCandidateSchema.safeParse({ ...base, expectedSalary: 10.5 }).success).toBe(false);
  });

  it('applies the defaults: status New, 0 years', () => {
    expect(RegisterCandidateSchema.parse(base)).toMatchObject({ status: 'New', totalExperience: 0 });
  });
});
