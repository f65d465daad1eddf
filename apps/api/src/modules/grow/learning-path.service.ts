import { sameId } from '@apps/contracts/common';
import type { z } from 'zod';
import type { CreateLearningPathSchema, LearningPath, MyLearningPathsQuerySchema } from '@apps/contracts/grow/learning-path';
import type { Page } from '@apps/contracts/page';
import type { Db } from '../../db/client';
import { ownsRecord } from '@apps/contracts/grow/grow.policy';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { growRefusal, growRefusals as G } from './refusal.messages';
import { requireVisibleRecord, resolveGrowEmployee, whoseRecords } from './grow-people.service';
import { toLearningModuleDto, toLearningPathDto } from './learning-path.mapper';
import * as learningPathRepository from './learning-path.repository';
import { learningPathStatus } from './progress';

async function load(db: Db, id: string): Promise<LearningPath> {
  const row = await learningPathRepository.findById(db, id);
  if (!row) throw new NotFoundError('Learning path');
  return toLearningPathDto(row);
}

/**
 * Creates a NotStarted learning path with its modules in the given order. `employeeId` defaults to the
 * caller; managers may assign a path to another active person.
 * @throws ForbiddenError for someone else without being a manager; ValidationError for an unknown,
 *   inactive or non-Grow `employeeId`.
 */
export async function createLearningPath(db: Db, caller: Caller, input: z.output<typeof CreateLearningPathSchema>): Promise<LearningPath> {
  const employeeId = await resolveGrowEmployee(db, caller, 'learning-paths', input.employeeId);
  const id = await db.transaction(async (tx) => {
    const pathId = await learningPathRepository.insertPath(
      tx,
      { employeeId, createdById: caller.user.id, title: input.title, description: input.description },
      input.modules,
    );
    await writeAudit(tx, { actorId: caller.user.id, action: 'learning_path.created', entity: 'learning_path', entityId: pathId, after: input });
    return pathId;
  });
  return load(db, id);
}


/**
 * One learning path: the owner's, or anyone's for a manager.
 * @throws NotFoundError when missing or not visible.
 */
export async function getLearningPath(db: Db, caller: Caller, id: string): Promise<LearningPath> {
  return toLearningPathDto(await requireVisibleRecord(db, caller, 'learning-paths', await learningPathRepository.findById(db, id), 'Learning path'));
}

/**
 * A person's learning paths, newest first (`?employeeId=` must be the caller unless a manager).
 * @throws ForbiddenError for someone else's list without being a manager.
 */
export async function listMyLearningPaths(
  db: Db,
  caller: Caller,
  query: z.output<typeof MyLearningPathsQuerySchema>,
): Promise<Page<LearningPath>> {
  const employeeId = await whoseRecords(db, caller, 'learning-paths', query.employeeId);
  const { rows, total } = await learningPathRepository.listByEmployee(db, employeeId, query.limit, query.offset);
  return { items: rows.map(toLearningPathDto), total, limit: query.limit, offset: query.offset };
}

/**
 * The owner completes one module (in any order). The path's status follows in the same transaction:
 * InProgress once some are completed, Completed at 100 %. The path row is locked first, so concurrent
 * completions of one path run in turn.
 * @throws NotFoundError when the path or module is missing or not visible; ForbiddenError when not the
 *   owner; ConflictError when the module is already completed (completing is not repeated).
 */
export async function completeLearningModule(db: Db, caller: Caller, pathId: string, moduleId: string): Promise<LearningPath> {
  await db.transaction(async (tx) => {
    const path = await requireVisibleRecord(tx, caller, 'learning-paths', await learningPathRepository.findById(tx, pathId), 'Learning path');
    assertAllowed(ownsRecord(caller, path), growRefusal(G.pathOwnerOnly));
    if (!path.modules.some((m) => sameId(m.id, moduleId))) throw new NotFoundError('Learning module');
    const locked = await learningPathRepository.lock(tx, pathId);
    if (!locked) throw new NotFoundError('Learning path');
    const module = await learningPathRepository.completeModule(tx, pathId, moduleId);
    if (!module) throw new ConflictError(growRefusal(G.moduleDone));
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'learning_module.completed',
      entity: 'learning_module',
      entityId: moduleId,
      before: { completedAt: null },
      after: toLearningModuleDto(module),
    });
    const { completed, total } = await learningPathRepository.countModules(tx, pathId);
    const from = locked.status;
    const to = learningPathStatus(completed, total);
    if (to !== from && (await learningPathRepository.transitionStatus(tx, pathId, from, to))) {
      await writeAudit(tx, {
        actorId: caller.user.id,
        action: 'learning_path.status_changed',
        entity: 'learning_path',
        entityId: pathId,
        before: { status: from },
        after: { status: to },
      });
    }
  });
  return load(db, pathId);
}
