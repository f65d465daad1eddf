import { sameId } from '@apps/contracts/common';
import type { z } from 'zod';
import type { CareerGoal, CreateCareerGoalSchema, MyCareerGoalsQuerySchema } from '@apps/contracts/grow/career-goal';
import type { Page } from '@apps/contracts/page';
import type { Db } from '../../db/client';
import { ownsRecord } from '@apps/contracts/grow/grow.policy';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { growRefusal, growRefusals as G } from './refusal.messages';
import { requireVisibleRecord, resolveGrowEmployee, whoseRecords } from './grow-people.service';
import { toCareerGoalDto, toMilestoneDto } from './career-goal.mapper';
import * as careerGoalRepository from './career-goal.repository';
import { careerGoalStatus } from './progress';

async function load(db: Db, id: string): Promise<CareerGoal> {
  const row = await careerGoalRepository.findById(db, id);
  if (!row) throw new NotFoundError('Career goal');
  return toCareerGoalDto(row);
}

/**
 * Creates an Active career goal with its milestones in the given order; `timelineMonths` in months.
 * `employeeId` defaults to the caller; managers may create one for another active person.
 * @throws ForbiddenError for someone else without being a manager; ValidationError for an unknown,
 *   inactive or non-Grow `employeeId`.
 */
export async function createCareerGoal(db: Db, caller: Caller, input: z.output<typeof CreateCareerGoalSchema>): Promise<CareerGoal> {
  const employeeId = await resolveGrowEmployee(db, caller, 'career-goals', input.employeeId);
  const id = await db.transaction(async (tx) => {
    const goalId = await careerGoalRepository.insertGoal(
      tx,
      {
        employeeId,
        createdById: caller.user.id,
        currentRole: input.currentRole,
        targetRole: input.targetRole,
        timelineMonths: input.timelineMonths,
      },
      input.milestones,
    );
    await writeAudit(tx, { actorId: caller.user.id, action: 'career_goal.created', entity: 'career_goal', entityId: goalId, after: input });
    return goalId;
  });
  return load(db, id);
}


/**
 * One career goal: the owner's, or anyone's for a manager.
 * @throws NotFoundError when missing or not visible.
 */
export async function getCareerGoal(db: Db, caller: Caller, id: string): Promise<CareerGoal> {
  return toCareerGoalDto(await requireVisibleRecord(db, caller, 'career-goals', await careerGoalRepository.findById(db, id), 'Career goal'));
}

/**
 * A person's career goals, newest first (`?employeeId=` must be the caller unless a manager).
 * @throws ForbiddenError for someone else's list without being a manager.
 */
export async function listMyCareerGoals(db: Db, caller: Caller, query: z.output<typeof MyCareerGoalsQuerySchema>): Promise<Page<CareerGoal>> {
  const employeeId = await whoseRecords(db, caller, 'career-goals', query.employeeId);
  const { rows, total } = await careerGoalRepository.listByEmployee(db, employeeId, query.limit, query.offset);
  return { items: rows.map(toCareerGoalDto), total, limit: query.limit, offset: query.offset };
}

/**
 * The owner completes a milestone (sets `completedAt`, in any order); when every milestone is
 * completed the goal becomes Achieved in the same transaction. The goal row is locked first.
 * @throws NotFoundError when the goal or milestone is missing or not visible; ForbiddenError when not
 *   the owner; ConflictError when the milestone is already completed (completing is not repeated).
 */
export async function completeMilestone(db: Db, caller: Caller, goalId: string, milestoneId: string): Promise<CareerGoal> {
  await db.transaction(async (tx) => {
    const goal = await requireVisibleRecord(tx, caller, 'career-goals', await careerGoalRepository.findById(tx, goalId), 'Career goal');
    assertAllowed(ownsRecord(caller, goal), growRefusal(G.goalOwnerOnly));
    if (!goal.milestones.some((m) => sameId(m.id, milestoneId))) throw new NotFoundError('Milestone');
    if (!(await careerGoalRepository.lock(tx, goalId))) throw new NotFoundError('Career goal');
    const milestone = await careerGoalRepository.completeMilestone(tx, goalId, milestoneId);
    if (!milestone) throw new ConflictError(growRefusal(G.milestoneDone));
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'career_milestone.completed',
      entity: 'career_milestone',
      entityId: milestoneId,
      before: { completedAt: null },
      after: toMilestoneDto(milestone),
    });
    if (careerGoalStatus(await careerGoalRepository.listMilestones(tx, goalId)) === 'Achieved') {
      if (await careerGoalRepository.markAchieved(tx, goalId)) {
        await writeAudit(tx, {
          actorId: caller.user.id,
          action: 'career_goal.achieved',
          entity: 'career_goal',
          entityId: goalId,
          before: { status: 'Active' },
          after: { status: 'Achieved' },
        });
      }
    }
  });
  return load(db, goalId);
}
