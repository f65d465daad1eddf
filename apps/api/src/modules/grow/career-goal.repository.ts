import { sameId } from '@apps/contracts/common';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { careerGoals, careerMilestones } from '../../db/schema/grow';

export type CareerGoalRow = typeof careerGoals.$inferSelect;
export type MilestoneRow = typeof careerMilestones.$inferSelect;
/** A career goal with its milestones in position order. */
export type CareerGoalWithMilestones = CareerGoalRow & { milestones: MilestoneRow[] };

export async function insertGoal(
  db: DbOrTx,
  values: Pick<CareerGoalRow, 'employeeId' | 'createdById' | 'currentRole' | 'targetRole' | 'timelineMonths'>,
  milestones: ReadonlyArray<{ title: string; description: string | null; targetDate: string | null }>,
): Promise<string> {
  const [goal] = await db.insert(careerGoals).values(values).returning({ id: careerGoals.id });
  await db.insert(careerMilestones).values(milestones.map((m, position) => ({ ...m, position, goalId: goal!.id })));
  return goal!.id;
}

async function withMilestones(db: DbOrTx, rows: CareerGoalRow[]): Promise<CareerGoalWithMilestones[]> {
  if (rows.length === 0) return [];
  const milestones = await db
    .select()
    .from(careerMilestones)
    .where(inArray(careerMilestones.goalId, rows.map((row) => row.id)))
    .orderBy(asc(careerMilestones.goalId), asc(careerMilestones.position));
  return rows.map((row) => ({ ...row, milestones: milestones.filter((m) => sameId(m.goalId, row.id)) }));
}

export async function findById(db: DbOrTx, id: string): Promise<CareerGoalWithMilestones | undefined> {
  const rows = await db.select().from(careerGoals).where(eq(careerGoals.id, id));
  return (await withMilestones(db, rows))[0];
}

/** One person's career goals, newest first. */
export async function listByEmployee(db: DbOrTx, employeeId: string, limit: number, offset: number) {
  const where = eq(careerGoals.employeeId, employeeId);
  const [rows, [total]] = await Promise.all([
    db.select().from(careerGoals).where(where).orderBy(desc(careerGoals.createdAt), asc(careerGoals.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(careerGoals).where(where),
  ]);
  return { rows: await withMilestones(db, rows), total: total?.value ?? 0 };
}

/** Locks the goal row for the rest of the transaction, so milestone completions of one goal run in turn. */
export function lock(db: DbOrTx, id: string): Promise<CareerGoalRow | undefined> {
  return db
    .update(careerGoals)
    .set({ updatedAt: sql`now()` })
    .where(eq(careerGoals.id, id))
    .returning()
    .then((rows) => rows[0]);
}

/** Sets a milestone's `completed_at` once; undefined when already completed (or not in this goal). */
export function completeMilestone(db: DbOrTx, goalId: string, milestoneId: string): Promise<MilestoneRow | undefined> {
  return db
    .update(careerMilestones)
    .set({ completedAt: sql`now()` })
    .where(and(eq(careerMilestones.id, milestoneId), eq(careerMilestones.goalId, goalId), isNull(careerMilestones.completedAt)))
    .returning()
    .then((rows) => rows[0]);
}

/** The milestones of a goal in position order. */
export function listMilestones(db: DbOrTx, goalId: string): Promise<MilestoneRow[]> {
  return db.select().from(careerMilestones).where(eq(careerMilestones.goalId, goalId)).orderBy(asc(careerMilestones.position));
}

/** Active -> Achieved; undefined when the goal was not Active. */
export function markAchieved(db: DbOrTx, id: string): Promise<CareerGoalRow | undefined> {
  return db
    .update(careerGoals)
    .set({ status: 'Achieved', achievedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(careerGoals.id, id), eq(careerGoals.status, 'Active')))
    .returning()
    .then((rows) => rows[0]);
}
