import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NotFoundError } from '../../lib/errors';
import { ScrubbedDatabaseError, withoutPersonalData } from './personal-data';

const EMAIL = 'priya.sharma@candidate.example';

function pgError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

function caught(fn: () => never): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('withoutPersonalData', () => {
  it('drops the query parameters and the row detail, keeping SQLSTATE and constraint', () => {
    const cause = pgError('duplicate key value violates unique constraint "candidates_email_lower_key"', {
      code: '23505',
      constraint: 'candidates_email_lower_key',
      detail: `Key (lower(email))=(${EMAIL}) already exists.`,
    });
    const error = caught(() => withoutPersonalData(new DrizzleQueryError('insert into "candidates" ...', [EMAIL, '+91 98450 12345'], cause)));
    expect(error).toBeInstanceOf(ScrubbedDatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'candidates_email_lower_key' });
    const everything = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as Error).stack);
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain('98450');
  });

  it('keeps connection failures recognisable (the error handler answers 503)', () => {
    const cause = pgError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' });
    expect(caught(() => withoutPersonalData(new DrizzleQueryError('select ...', [EMAIL], cause)))).toMatchObject({ code: 'ECONNREFUSED' });
    const terminated = caught(() => withoutPersonalData(new DrizzleQueryError('select ...', [EMAIL], new Error('Connection terminated unexpectedly'))));
    expect((terminated as Error).message).toBe('Connection terminated unexpectedly');
  });

  it('lets errors that are not database errors through unchanged', () => {
    const notFound = new NotFoundError('Candidate');
    expect(caught(() => withoutPersonalData(notFound))).toBe(notFound);
    const plain = new TypeError('boom');
    expect(caught(() => withoutPersonalData(plain))).toBe(plain);
  });
});
