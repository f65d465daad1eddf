import { aliasedTable, and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditCursor } from '@apps/contracts/core/audit';
import { totalBound } from '@apps/contracts/page';
import type { DbOrTx } from '../../db/client';
import { countAtMost } from '../../lib/repository';
import { auditLog, users } from '../../db/schema/core';
import { scimTokens } from '../../db/schema/provisioning';

/**
 * Reads the audit log for the audit screen and its export. Writing stays with `lib/audit.ts`.
 */

/** A moment of the filter: an instant, or the start of a calendar day in a time zone (the database does the zone arithmetic). */
export type AuditMoment = { instant: Date } | { dayStart: string; timeZone: string };

/** The filters, combined with AND; every one optional. */
export interface AuditLogFilter {
  actorId?: string | undefined;
  /** The record's id (`entity_id`). */
  subjectId?: string | undefined;
  action?: string | undefined;
  /** `created_at >= atOrAfter`. */
  atOrAfter?: AuditMoment | undefined;
  /** `created_at <= atOrBefore`. */
  atOrBefore?: Date | undefined;
  /** `created_at < before`. */
  before?: AuditMoment | undefined;
}

/** One audit record with the names the screen shows. */
export interface AuditLogRow {
  id: string;
  createdAt: Date;
  actorId: string | null;
  /** The acting person's name (null: no such person, or no name). */
  actorUserName: string | null;
  /** True when `actorId` names a person that still exists. */
  actorIsUser: boolean;
  /** The acting provisioning token's name, when `actorId` names one. */
  actorTokenName: string | null;
  action: string;
  entity: string;
  entityId: string;
  /** The person's name when the record is a person (`user`, `user_settings`). */
  subjectName: string | null;
  before: unknown;
  after: unknown;
  /** This record's place for `nextBatch` and `listPage`'s keyset pages. */
  cursor: AuditCursor;
}


/** Record types whose id is a person's id, whose name the screen shows. */
const PERSON_ENTITIES = ['user', 'user_settings'];

const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const actor = aliasedTable(users, 'audit_actor');
const subjectPerson = aliasedTable(users, 'audit_subject');

function momentSql(moment: AuditMoment): SQL {
  return 'instant' in moment ? sql`${moment.instant.toISOString()}::timestamptz` : sql`(${moment.dayStart}::date::timestamp at time zone ${moment.timeZone})`;
}

function whereOf(filter: AuditLogFilter, cursor?: AuditCursor | null): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.subjectId === undefined ? undefined : eq(auditLog.entityId, filter.subjectId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.atOrAfter === undefined ? undefined : gte(auditLog.createdAt, momentSql(filter.atOrAfter)),
    filter.atOrBefore === undefined ? undefined : lte(auditLog.createdAt, filter.atOrBefore),
    filter.before === undefined ? undefined : lt(auditLog.createdAt, momentSql(filter.before)),
    cursor ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
  );
}

type SelectedRow = Omit<AuditLogRow, 'cursor'> & { cursorAt: string };

const withCursor = ({ cursorAt, ...row }: SelectedRow): AuditLogRow => ({ ...row, cursor: { at: cursorAt, id: row.id } });

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorUserName: actor.name,
      actorIsUser: sql<boolean>`${actor.id} is not null`,
      actorTokenName: scimTokens.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      subjectName: subjectPerson.name,
      before: auditLog.before,
      after: auditLog.after,
      cursorAt: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(scimTokens, eq(scimTokens.id, auditLog.actorId))
    .leftJoin(
      subjectPerson,
      and(
        inArray(auditLog.entity, PERSON_ENTITIES),
        // A person's id as text; anything else in `entity_id` never reaches the uuid cast.
        eq(subjectPerson.id, sql`case when ${auditLog.entityId} ~ ${UUID_TEXT} then ${auditLog.entityId}::uuid end`),
      ),
    )
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

/**
 * One page of records matching `filter`, newest first, after `cursor` when given (a keyset page: the
 * index `(created_at, id)` is entered at the cursor, so a page far down the log reads no record above
 * it), and how many match up to `totalBound(offset)`: the log grows with every change the organisation
 * makes, and its unfiltered count with it.
 */
export async function listPage(
  db: DbOrTx,
  filter: AuditLogFilter,
  limit: number,
  offset: number,
  cursor?: AuditCursor,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereOf(filter, cursor);
  const [rows, total] = await Promise.all([selectRows(db, where).limit(limit).offset(offset), countAtMost(db, auditLog, where, totalBound(offset))]);
  return { rows: rows.map(withCursor), total };
}

/** The next `limit` records matching `filter` after `cursor` (from the newest when null), newest first. */
export async function nextBatch(db: DbOrTx, filter: AuditLogFilter, cursor: AuditCursor | null, limit: number): Promise<AuditLogRow[]> {
  return (await selectRows(db, whereOf(filter, cursor)).limit(limit)).map(withCursor);
}
