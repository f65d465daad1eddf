import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { careerGoals, careerMilestones, keyResults, learningModules, learningPaths, okrs, performanceReviews } from '../schema/grow';
import type { DemoDirectory, DemoSeeder } from './demo';
import { DEMO_GROW, DEMO_REVIEWS, type DemoGrowPerson, type DemoReview } from './grow.demo-data';

const DAY_MS = 24 * 3600 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** This quarter (1 to 4) and year, or the one `quartersAgo` before. */
function quarterOf(now: Date, quartersAgo: number): { quarter: number; year: number } {
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) - quartersAgo;
  return { quarter: (index % 4) + 1, year: Math.floor(index / 4) };
}

function periodOf(now: Date, period: DemoReview['period']): { periodStart: string; periodEnd: string } {
  const lastYear = now.getUTCFullYear() - 1;
  if (period === 'lastYear') return { periodStart: `${lastYear}-01-01`, periodEnd: `${lastYear}-12-31` };
  if (period === 'firstHalfLastYear') return { periodStart: `${lastYear}-01-01`, periodEnd: `${lastYear}-06-30` };
  const { quarter, year } = quarterOf(now, 1);
  const start = new Date(Date.UTC(year, (quarter - 1) * 3, 1));
  const end = new Date(Date.UTC(year, quarter * 3, 0));
  return { periodStart: isoDate(start), periodEnd: isoDate(end) };
}

async function seedPerson(tx: DbOrTx, people: DemoDirectory, employeeId: string, person: DemoGrowPerson, now: Date): Promise<void> {
  for (const okr of person.okrs) {
    const done = okr.keyResults.every((k) => k.current >= k.target);
    const approvedById = okr.approvedBy ? (people.get(okr.approvedBy) ?? null) : null;
    const [row] = await tx
      .insert(okrs)
      .values({
        employeeId,
        objective: okr.objective,
        ...quarterOf(now, okr.quartersAgo),
        status: done ? 'Completed' : 'Active',
        approvedById,
        approvedAt: approvedById ? new Date(now.getTime() - 40 * DAY_MS) : null,
      })
      .returning({ id: okrs.id });
    await tx.insert(keyResults).values(okr.keyResults.map((keyResult, position) => ({ ...keyResult, position, okrId: row!.id })));
  }
  for (const path of person.learningPaths) {
    const status = path.completed === 0 ? 'NotStarted' : path.completed >= path.modules.length ? 'Completed' : 'InProgress';
    const [row] = await tx
      .insert(learningPaths)
      .values({
        employeeId,
        createdById: employeeId,
        title: path.title,
        description: path.description,
        status,
        completedAt: status === 'Completed' ? new Date(now.getTime() - 5 * DAY_MS) : null,
      })
      .returning({ id: learningPaths.id });
    await tx.insert(learningModules).values(
      path.modules.map((title, position) => ({
        pathId: row!.id,
        position,
        title,
        completedAt: position < path.completed ? new Date(now.getTime() - (30 - position) * DAY_MS) : null,
      })),
    );
  }
  for (const goal of person.careerGoals) {
    const achieved = goal.completed >= goal.milestones.length;
    const [row] = await tx
      .insert(careerGoals)
      .values({
        employeeId,
        createdById: employeeId,
        currentRole: goal.currentRole,
        targetRole: goal.targetRole,
        timelineMonths: goal.timelineMonths,
        status: achieved ? 'Achieved' : 'Active',
        achievedAt: achieved ? new Date(now.getTime() - 2 * DAY_MS) : null,
      })
      .returning({ id: careerGoals.id });
    await tx.insert(careerMilestones).values(
      goal.milestones.map((title, position) => ({
        goalId: row!.id,
        position,
        title,
        targetDate: isoDate(new Date(now.getTime() + (position + 1) * 120 * DAY_MS)),
        completedAt: position < goal.completed ? new Date(now.getTime() - (60 - position * 10) * DAY_MS) : null,
      })),
    );
  }
}

async function seedReview(tx: DbOrTx, people: DemoDirectory, review: DemoReview, now: Date): Promise<void> {
  const employeeId = people.get(review.employee);
  const reviewerId = people.get(review.reviewer);
  if (!employeeId || !reviewerId) return;
  const reached = ['Pending', 'SelfAssessmentCompleted', 'ManagerCompleted', 'Finalized'].indexOf(review.status);
  const past = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(performanceReviews).values({
    employeeId,
    reviewerId,
    reviewType: review.reviewType,
    ...periodOf(now, review.period),
    status: review.status,
    ...(reached >= 1 && {
      selfRating: review.selfRating ?? 4,
      achievements: 'Delivered my main objectives and helped teammates through a busy release.',
      challenges: 'Balancing planned work with unplanned support requests.',
      goals: 'Take the lead on one larger piece of work next period.',
      selfAssessedAt: past(20),
    }),
    ...(reached >= 2 && {
      overallRating: review.overallRating ?? 4,
      strengths: 'Dependable delivery, clear communication, raises problems early.',
      areasOfImprovement: 'Share knowledge more widely, e.g. through short write-ups or demos.',
      managerAssessedAt: past(10),
    }),
    ...(reached >= 3 && { finalizedAt: past(5) }),
  });
}

/** Grow demo data for the demo people; runs once (skips when any OKR exists). */
export const seedGrowDemo: DemoSeeder = async (db: Db, people: DemoDirectory) => {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(okrs)) as [{ count: number }];
  if (count > 0) return;
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const [email, person] of Object.entries(DEMO_GROW)) {
      const employeeId = people.get(email);
      if (employeeId) await seedPerson(tx, people, employeeId, person, now);
    }
    for (const review of DEMO_REVIEWS) await seedReview(tx, people, review, now);
  });
};
