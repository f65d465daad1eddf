import { sameId } from '@apps/contracts/common';
import type { z } from 'zod';
import type { Page } from '@apps/contracts/page';
import type {
  ApproveOkr,
  CreateOkrSchema,
  MyOkrsQuerySchema,
  Okr,
  TeamOkrsQuerySchema,
  UpdateOkr,
  TeamOkr,
} from '@apps/contracts/grow/okr';
import type { Db } from '../../db/client';
import { approvesOkrs, ownsRecord } from '@apps/contracts/grow/grow.policy';
import { isSelf } from '@apps/contracts/core/policy';
import { lineAuthority } from '@apps/contracts/core/reporting-line';
import { lineRecordOf, onBehalfOf, withDelegators, withPlacement } from '../authority/reporting-line.service';
import { assertAllowed, assertOwnId, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { growRefusal, growRefusals as G } from './refusal.messages';
import { requireVisibleRecord, resolveGrowEmployee, teamScope, whoseRecords } from './grow-people.service';
import { toKeyResultDto, toOkrDto } from './okr.mapper';
import * as okrRepository from './okr.repository';
import { isOkrComplete } from './progress';


async function load(db: Db, id: string): Promise<Okr> {
  const row = await okrRepository.findById(db, id);
  if (!row) throw new NotFoundError('OKR');
  return toOkrDto(row);
}


/**
 * Creates an Active OKR with its key results at 0. `employeeId` defaults to
 * the caller; managers may create one for another active person with access to Grow.
 * @throws ForbiddenError for someone else's OKR without being a manager.
 * @throws ValidationError when `employeeId` is not an active person with access to Grow.
 */
export async function createOkr(db: Db, caller: Caller, input: z.output<typeof CreateOkrSchema>): Promise<Okr> {
  const employeeId = await resolveGrowEmployee(db, caller, 'okrs', input.employeeId);
  const id = await db.transaction(async (tx) => {
    const okrId = await okrRepository.insertOkr(
      tx,
      { employeeId, quarter: input.quarter, year: input.year, objective: input.objective },
      input.keyResults,
    );
    await writeAudit(tx, { actorId: caller.user.id, action: 'okr.created', entity: 'okr', entityId: okrId, after: input });
    return okrId;
  });
  return load(db, id);
}

/**
 * One OKR: the owner's, or anyone's for a manager.
 * @throws NotFoundError when missing or not visible.
 */
export async function getOkr(db: Db, caller: Caller, id: string): Promise<Okr> {
  return toOkrDto(await requireVisibleRecord(db, caller, 'okrs', await okrRepository.findById(db, id), 'OKR'));
}

/**
 * A person's OKRs, newest period first, one page (`?employeeId=` must be the caller unless a manager).
 * @throws ForbiddenError for someone else's list without being a manager.
 */
export async function listMyOkrs(db: Db, caller: Caller, query: z.output<typeof MyOkrsQuerySchema>): Promise<Page<Okr>> {
  const employeeId = await whoseRecords(db, caller, 'okrs', query.employeeId);
  const { rows, total } = await okrRepository.listByEmployee(db, employeeId, query);
  return { items: rows.map(toOkrDto), total, limit: query.limit, offset: query.offset };
}

/**
 * A manager's team OKRs: their whole line below them (everyone's but their own for Admin on 'all'), one page;
 * each names the caller's direct report its person comes through (`directReportId`, `lineVia`).
 * @throws ForbiddenError for non-managers or a `teamId` other than the caller's id.
 */
export async function listTeamOkrs(db: Db, caller: Caller, query: z.output<typeof TeamOkrsQuerySchema>): Promise<Page<TeamOkr>> {
  const scope = await teamScope(db, caller, 'okrs', query.teamId);
  const { rows, total } = await okrRepository.listTeam(db, scope, query.teamId, query);
  return { items: rows.map((row) => withPlacement(toOkrDto(row), row.placement)), total, limit: query.limit, offset: query.offset };
}

/**
 * Changes objective, quarter or year of one's own Active OKR. A change clears an earlier approval
 * (the manager approves what is now written).
 * @throws NotFoundError when missing or not visible; ForbiddenError when not the owner;
 *   ConflictError when the OKR is Completed.
 */
export async function updateOkr(db: Db, caller: Caller, id: string, input: UpdateOkr): Promise<Okr> {
  await db.transaction(async (tx) => {
    const before = await requireVisibleRecord(tx, caller, 'okrs', await okrRepository.findById(tx, id), 'OKR');
    assertAllowed(ownsRecord(caller, before), growRefusal(G.okrOwnerEdits));
    const after = await okrRepository.updateActiveDetails(tx, id, input);
    if (!after) throw new ConflictError(growRefusal(G.okrNotActive));
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'okr.updated',
      entity: 'okr',
      entityId: id,
      before: { objective: before.objective, quarter: before.quarter, year: before.year, approvedById: before.approvedById },
      after: { objective: after.objective, quarter: after.quarter, year: after.year, approvedById: null },
    });
  });
  return load(db, id);
}

/**
 * A manager approves someone else's OKR, once. `approverId`, when sent, must be the caller.
 * @throws ForbiddenError for non-managers or one's own OKR; NotFoundError when missing;
 *   ConflictError when already approved; ForbiddenError for another person's `approverId`.
 */
export async function approveOkr(db: Db, caller: Caller, id: string, input: ApproveOkr): Promise<Okr> {
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesOkrs(subject), growRefusal(G.approveOkr));
  if (input.approverId !== undefined) assertOwnId(caller, 'approverId', input.approverId, growRefusal(G.approveAsYourself));
  await db.transaction(async (tx) => {
    const before = await requireVisibleRecord(tx, caller, 'okrs', await okrRepository.findById(tx, id), 'OKR');
    assertAllowed(!isSelf(caller, before.employeeId), growRefusal(G.approveOwnOkr));
    // The reporting line is read now, inside the approval's transaction.
    const authority = lineAuthority(subject, 'approve', 'okrs', await lineRecordOf(tx, before.employeeId));
    assertAllowed(authority !== null, growRefusal(G.notInLine));
    const after = await okrRepository.approve(tx, id, caller.user.id);
    if (!after) throw new ConflictError(growRefusal(G.okrApproved));
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'okr.approved',
      entity: 'okr',
      entityId: id,
      before: { approvedById: null },
      after: { approvedById: after.approvedById, approvedAt: after.approvedAt, ...onBehalfOf(caller, authority) },
    });
  });
  return load(db, id);
}

/**
 * The owner sets a key result's current value (0 to its target) while the OKR is Active. When every
 * key result has reached its target the OKR becomes Completed in the same transaction. The OKR row is
 * locked first, so concurrent updates of one OKR run one after the other.
 * @throws NotFoundError when the OKR or key result is missing or not visible; ForbiddenError when not
 *   the owner; ValidationError when `current` exceeds the target; ConflictError when not Active.
 */
export async function updateKeyResult(db: Db, caller: Caller, okrId: string, keyResultId: string, current: number): Promise<Okr> {
  await db.transaction(async (tx) => {
    const okr = await requireVisibleRecord(tx, caller, 'okrs', await okrRepository.findById(tx, okrId), 'OKR');
    assertAllowed(ownsRecord(caller, okr), growRefusal(G.okrOwnerUpdates));
    const target = okr.keyResults.find((keyResult) => sameId(keyResult.id, keyResultId))?.target;
    if (target === undefined) throw new NotFoundError('Key result');
    if (current > target) throw new ValidationError({ current: [growRefusal(G.currentRange, { target: String(target) })] });
    if (!(await okrRepository.lockActive(tx, okrId))) throw new ConflictError(growRefusal(G.okrNotActive));
    // Read again under the lock: another update of this OKR may have committed meanwhile.
    const keyResults = await okrRepository.listKeyResults(tx, okrId);
    const before = keyResults.find((keyResult) => sameId(keyResult.id, keyResultId));
    const after = await okrRepository.setKeyResultCurrent(tx, okrId, keyResultId, current);
    if (!before || !after) throw new NotFoundError('Key result');
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'key_result.updated',
      entity: 'key_result',
      entityId: keyResultId,
      before: toKeyResultDto(before),
      after: toKeyResultDto(after),
    });
    const completes = isOkrComplete(keyResults.map((keyResult) => (sameId(keyResult.id, keyResultId) ? after : keyResult)));
    if (completes && (await okrRepository.transitionStatus(tx, okrId, 'Active', 'Completed'))) {
      await writeAudit(tx, {
        actorId: caller.user.id,
        action: 'okr.completed',
        entity: 'okr',
        entityId: okrId,
        before: { status: 'Active' },
        after: { status: 'Completed' },
      });
    }
  });
  return load(db, okrId);
}
