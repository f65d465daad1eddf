import { and, asc, count, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BillingType, ProjectStatus } from '@apps/contracts/mytime/project';
import type { DbOrTx } from '../../db/client';
import type { RowPage } from '../../lib/repository';
import { users } from '../../db/schema/core';
import { mytimeProjects } from '../../db/schema/mytime';

export type ProjectRecord = typeof mytimeProjects.$inferSelect;
/** A project with its manager's name. */
export type ProjectRow = ProjectRecord & { projectManagerName: string | null };

/** Project columns written by create and update. */
export interface ProjectValues {
  name: string;
  code: string;
  clientName: string;
  billingType: BillingType;
  status: ProjectStatus;
  startDate: string;
  endDate: string | null;
  projectManagerId: string;
}

// Selected flat, so that Drizzle returns each row in its final shape (no second object per row; decision 0131).
const withManagerName = { ...getTableColumns(mytimeProjects), projectManagerName: users.name };

/** One page of projects by name, optionally of one status (index `mytime_projects_name_idx`), and their number. */
export async function list(db: DbOrTx, options: { status?: ProjectStatus; limit: number; offset: number }): Promise<RowPage<ProjectRow>> {
  const where = options.status ? eq(mytimeProjects.status, options.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(withManagerName)
      .from(mytimeProjects)
      .innerJoin(users, eq(users.id, mytimeProjects.projectManagerId))
      .where(where)
      .orderBy(asc(mytimeProjects.name), asc(mytimeProjects.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(mytimeProjects).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findById(db: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const rows = await db
    .select(withManagerName)
    .from(mytimeProjects)
    .innerJoin(users, eq(users.id, mytimeProjects.projectManagerId))
    .where(eq(mytimeProjects.id, id));
  return rows[0];
}

/** True when another project (not `exceptId`) has this code, without regard to case. */
export async function codeTaken(db: DbOrTx, code: string, exceptId?: string): Promise<boolean> {
  const conditions: SQL[] = [sql`lower(${mytimeProjects.code}) = ${code.toLowerCase()}`];
  if (exceptId) conditions.push(ne(mytimeProjects.id, exceptId));
  const rows = await db.select({ id: mytimeProjects.id }).from(mytimeProjects).where(and(...conditions));
  return rows.length > 0;
}

/** Inserts a project; undefined when the code is taken (unique index on lower(code)). */
export function insert(db: DbOrTx, values: ProjectValues): Promise<ProjectRecord | undefined> {
  return db
    .insert(mytimeProjects)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

/** Reads a project and locks it until the transaction ends. */
export function lockById(db: DbOrTx, id: string): Promise<ProjectRecord | undefined> {
  return db
    .select()
    .from(mytimeProjects)
    .where(eq(mytimeProjects.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function update(db: DbOrTx, id: string, values: ProjectValues): Promise<ProjectRecord | undefined> {
  return db
    .update(mytimeProjects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mytimeProjects.id, id))
    .returning()
    .then((rows) => rows[0]);
}

/** Name and status of the given projects (the week grid checks a batch at once); missing ids are absent. */
export function statusesOf(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; name: string; status: string; billingType: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: mytimeProjects.id, name: mytimeProjects.name, status: mytimeProjects.status, billingType: mytimeProjects.billingType }).from(mytimeProjects).where(inArray(mytimeProjects.id, ids));
}
