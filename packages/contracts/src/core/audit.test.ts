import { describe, expect, it } from 'vitest';
import { AUDIT_QUERY_MESSAGES, auditCursorText, AuditExportQuerySchema, AuditQuerySchema, redactSecrets } from './audit';
import { readsAuditLog } from './audit.policy';
import type { RoleModule } from '../module-ids';

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

/** The field errors of a refused query. */
function errorsOf(result: ReturnType<typeof AuditQuerySchema.safeParse>) {
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('AuditQuerySchema', () => {
  it('takes no filter at all: the first page of 20', () => {
    expect(AuditQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
  });

  it('reads days and instants, with any offset, to UTC instants', () => {
    const parsed = AuditQuerySchema.parse({ actorId: ID.toUpperCase(), from: '2026-11-01', to: '2026-11-02T10:15:00+05:30', action: 'user_role.assigned' });
    expect(parsed).toMatchObject({ actorId: ID, from: { date: '2026-11-01' }, to: { instant: '2026-11-02T04:45:00.000Z' }, action: 'user_role.assigned' });
    expect(AuditQuerySchema.parse({ from: '2026-11-02T04:45:00.5Z' }).from).toEqual({ instant: '2026-11-02T04:45:00.500Z' });
    expect(AuditQuerySchema.parse({ from: '2026-11-02T04:45-0400' }).from).toEqual({ instant: '2026-11-02T08:45:00.000Z' });
  });

  it.each([
    [{ actorId: 'nobody' }, 'actorId', 'Must be a valid id'],
    [{ subjectId: '123' }, 'subjectId', 'Must be a valid id'],
    [{ from: '2026-02-30' }, 'from', AUDIT_QUERY_MESSAGES.time],
    [{ from: '2026-11-02T10:00' }, 'from', AUDIT_QUERY_MESSAGES.time],
    [{ to: 'yesterday' }, 'to', AUDIT_QUERY_MESSAGES.time],
    [{ to: '0001-01-01' }, 'to', AUDIT_QUERY_MESSAGES.range],
    [{ action: 'DROP TABLE' }, 'action', AUDIT_QUERY_MESSAGES.action],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'to', AUDIT_QUERY_MESSAGES.order],
    [{ from: '2026-11-02T10:00:00Z', to: '2026-11-02T09:59:59Z' }, 'to', AUDIT_QUERY_MESSAGES.order],
    [{ limit: '101' }, 'limit', 'Must be at most 100'],
    [{ offset: '-1' }, 'offset', 'Must be 0 or more'],
  ])('refuses %j on %s', (query, field, message) => {
    expect(errorsOf(AuditQuerySchema.safeParse(query))).toEqual({ [field]: message });
  });

  it('compares a day with an instant by calendar day', () => {
    expect(AuditQuerySchema.safeParse({ from: '2026-11-02T23:00:00Z', to: '2026-11-02' }).success).toBe(true);
    expect(AuditQuerySchema.safeParse({ from: '2026-11-03T00:00:00Z', to: '2026-11-02' }).success).toBe(false);
  });
});

describe('the keyset cursor (after)', () => {
  const cursor = { at: '2026-11-23T10:00:00.123456Z', id: ID };

  it('reads back the cursor a record carries, whatever the case of its letters', () => {
    expect(AuditQuerySchema.parse({ after: auditCursorText(cursor) }).after).toEqual(cursor);
    expect(AuditQuerySchema.parse({ after: auditCursorText(cursor).toLowerCase() }).after).toEqual(cursor);
    expect(AuditQuerySchema.parse({ after: auditCursorText(cursor).toUpperCase() }).after).toEqual(cursor);
  });

  it.each(['', '2026-11-23T10:00:00.123Z_' + ID, '2026-02-30T10:00:00.123456Z_' + ID, '2026-11-23T10:00:00.123456Z', `2026-11-23T10:00:00.123456Z_${ID}x`, 'x'.repeat(81)])(
    'refuses %j on after',
    (after) => {
      expect(errorsOf(AuditQuerySchema.safeParse({ after }))).toEqual({ after: AUDIT_QUERY_MESSAGES.after });
    },
  );
});

describe('AuditExportQuerySchema', () => {
  it('is csv by default and refuses other formats', () => {
    expect(AuditExportQuerySchema.parse({}).format).toBe('csv');
    expect(AuditExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('covers at most 366 days', () => {
    expect(AuditExportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(true);
    const refused = AuditExportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-03' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', AUDIT_QUERY_MESSAGES.span]]);
  });
});

describe('redactSecrets', () => {
  it('hides values under secret-like keys at any depth and keeps the rest', () => {
    expect(redactSecrets({ name: 'Okta', tokenHash: 'abc', nested: [{ secret: 's', keep: 1 }], p256dh: 'k', auth: 'a', authorId: 'x' })).toEqual({
      name: 'Okta',
      tokenHash: '[redacted]',
      nested: [{ secret: '[redacted]', keep: 1 }],
      p256dh: '[redacted]',
      auth: '[redacted]',
      authorId: 'x',
    });
    expect(redactSecrets(null)).toBeNull();
  });
});

describe('readsAuditLog', () => {
  it.each([
    [[['Admin', 'all']], true],
    [[['Admin', 'mytime']], false],
    [[['Manager', 'all']], false],
    [[], false],
  ] as Array<[Array<[string, RoleModule]>, boolean]>)('%j: %s', (assignments, expected) => {
    expect(readsAuditLog({ id: ID, assignments: assignments.map(([role, moduleId]) => ({ role, moduleId })) })).toBe(expected);
  });
});
