import { sameId } from '@apps/contracts/common';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LearningPathStatus } from '@apps/contracts/grow/learning-path';
import type { DbOrTx } from '../../db/client';
import { transitionStatus as transitionRow } from '../../lib/repository';
import { learningModules, learningPaths } from '../../db/schema/grow';

export type LearningPathRow = typeof learningPaths.$inferSelect;
export type LearningModuleRow = typeof learningModules.$inferSelect;
/** A learning path with its modules in position order. */
export type LearningPathWithModules = LearningPathRow & { modules: LearningModuleRow[] };

export async function insertPath(
  db: DbOrTx,
  values: Pick<LearningPathRow, 'employeeId' | 'createdById' | 'title' | 'description'>,
  modules: ReadonlyArray<{ title: string; description: string | null }>,
): Promise<string> {
  const [path] = await db.insert(learningPaths).values(values).returning({ id: learningPaths.id });
  await db.insert(learningModules).values(modules.map((m, position) => ({ ...m, position, pathId: path!.id })));
  return path!.id;
}

async function withModules(db: DbOrTx, rows: LearningPathRow[]): Promise<LearningPathWithModules[]> {
  if (rows.length === 0) return [];
  const modules = await db
    .select()
    .from(learningModules)
    .where(inArray(learningModules.pathId, rows.map((row) => row.id)))
    .orderBy(asc(learningModules.pathId), asc(learningModules.position));
  return rows.map((row) => ({ ...row, modules: modules.filter((m) => sameId(m.pathId, row.id)) }));
}

export async function findById(db: DbOrTx, id: string): Promise<LearningPathWithModules | undefined> {
  const rows = await db.select().from(learningPaths).where(eq(learningPaths.id, id));
  return (await withModules(db, rows))[0];
}

/** One person's learning paths, newest first. */
export async function listByEmployee(db: DbOrTx, employeeId: string, limit: number, offset: number) {
  const where = eq(learningPaths.employeeId, employeeId);
  const [rows, [total]] = await Promise.all([
    db.select().from(learningPaths).where(where).orderBy(desc(learningPaths.createdAt), asc(learningPaths.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(learningPaths).where(where),
  ]);
  return { rows: await withModules(db, rows), total: total?.value ?? 0 };
}

/** Locks the path row for the rest of the transaction, so module completions of one path run in turn. */
export function lock(db: DbOrTx, id: string): Promise<LearningPathRow | undefined> {
  return db
    .update(learningPaths)
    .set({ updatedAt: sql`now()` })
    .where(eq(learningPaths.id, id))
    .returning()
    .then((rows) => rows[0]);
}

/** Marks a module completed once; undefined when already completed (or not in this path). */
export function completeModule(db: DbOrTx, pathId: string, moduleId: string): Promise<LearningModuleRow | undefined> {
  return db
    .update(learningModules)
    .set({ completedAt: sql`now()` })
    .where(and(eq(learningModules.id, moduleId), eq(learningModules.pathId, pathId), isNull(learningModules.completedAt)))
    .returning()
    .then((rows) => rows[0]);
}

/** Completed and total modules of a path. */
export async function countModules(db: DbOrTx, pathId: string): Promise<{ completed: number; total: number }> {
  const [row] = await db
    .select({
      completed: sql<number>`count(${learningModules.completedAt})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(learningModules)
    .where(eq(learningModules.pathId, pathId));
  return { completed: row?.completed ?? 0, total: row?.total ?? 0 };
}

/** Moves a path from `from` to `to` (Completed also stamps `completed_at`); undefined when not in `from`. */
export function transitionStatus(db: DbOrTx, id: string, from: LearningPathStatus, to: LearningPathStatus): Promise<LearningPathRow | undefined> {
  return transitionRow(db, learningPaths, id, from, { status: to, completedAt: to === 'Completed' ? sql`now()` : null });
}
