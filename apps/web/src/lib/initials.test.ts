import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf (SPEC.md section 2)', () => {
  it('takes the first letters of the first two name words, else one letter, else U', () => {
    expect(initialsOf('Aarav Kumar Mehta')).toBe('AK');
    expect(initialsOf('  neha   kapoor ')).toBe('NK');
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('')).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});
