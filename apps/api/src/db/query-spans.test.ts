import { describe, expect, it } from 'vitest';
import { statementSummary } from './query-spans';

describe('the name of a statement span', () => {
  it('names the operation and the table of plain statements', () => {
    expect(statementSummary('insert into "audit_log" ("id", "action") values ($1, $2)')).toEqual({ operation: 'INSERT', table: 'audit_log' });
    expect(statementSummary('update "users" set "name" = $1 where "users"."id" = $2')).toEqual({ operation: 'UPDATE', table: 'users' });
    expect(statementSummary('delete from "push_subscriptions" where "id" = $1')).toEqual({ operation: 'DELETE', table: 'push_subscriptions' });
    expect(statementSummary('select count(*) from "users"')).toEqual({ operation: 'SELECT', table: 'users' });
  });

  it('takes the outer FROM of a select, past subqueries and function calls in its columns', () => {
    const text = 'select "id", (select count(*) from "user_roles" where "user_id" = "users"."id"), coalesce("a", $1) from "users" left join "roles" on true';
    expect(statementSummary(text)).toEqual({ operation: 'SELECT', table: 'users' });
  });

  it('names only the operation when there is no plain table', () => {
    expect(statementSummary('begin')).toEqual({ operation: 'BEGIN', table: null });
    expect(statementSummary('with "x" as (select 1) select * from "x"')).toEqual({ operation: 'WITH', table: null });
    expect(statementSummary('select 1')).toEqual({ operation: 'SELECT', table: null });
    expect(statementSummary('select pg_advisory_xact_lock(42)')).toEqual({ operation: 'SELECT', table: null });
  });
});
