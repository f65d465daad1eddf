import type { z } from 'zod';
import type { Project, ProjectStatus, SaveProjectSchema } from '@apps/contracts/mytime/project';
import type { Db } from '../../db/client';
import { pageOf, type Page, type PageQuery } from '@apps/contracts/page';
import { managesProjects, MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { mytimeRefusal, timesheetRefusals as T } from './refusal.messages';
import { userExists } from './mytime-people.repository';
import { toProjectDto } from './project.mapper';
import * as projectRepository from './project.repository';

/** A validated project body (dates as `YYYY-MM-DD`). */
export type SaveProjectInput = z.output<typeof SaveProjectSchema>;

/** One page of projects by name, optionally of one status. */
export async function listProjects(db: Db, query: PageQuery & { status?: ProjectStatus }): Promise<Page<Project>> {
  const { rows, total } = await projectRepository.list(db, query);
  return pageOf(rows.map(toProjectDto), total, query);
}

/**
 * One project. Every MyTime user may read projects (they book time on them).
 * @throws NotFoundError when it does not exist.
 */
export async function getProject(db: Db, id: string): Promise<Project> {
  const row = await projectRepository.findById(db, id);
  if (!row) throw new NotFoundError('Project');
  return toProjectDto(row);
}

function assertMayManage(caller: Caller): void {
  assertAllowed(managesProjects(caller), MYTIME_DENIALS.manageProjects);
}

function toValues(input: SaveProjectInput) {
  return { ...input, endDate: input.endDate ?? null };
}

/**
 * Creates a project (Admin on mytime or all).
 * @throws ForbiddenError for other callers.
 * @throws ValidationError `projectManagerId` when that user does not exist.
 * @throws ConflictError when another project has the code (case-insensitive).
 */
export async function createProject(db: Db, caller: Caller, input: SaveProjectInput): Promise<Project> {
  assertMayManage(caller);
  const id = await db.transaction(async (tx) => {
    if (!(await userExists(tx, input.projectManagerId))) throw new ValidationError({ projectManagerId: [mytimeRefusal(T.noSuchUser)] });
    const created = await projectRepository.insert(tx, toValues(input));
    if (!created) throw new ConflictError(mytimeRefusal(T.projectCodeTaken, { code: input.code }));
    await writeAudit(tx, { actorId: caller.user.id, action: 'mytime_project.created', entity: 'mytime_project', entityId: created.id, after: created });
    return created.id;
  });
  return getProject(db, id);
}

/**
 * Replaces a project's fields (SPEC.md section 7 PUT; Admin on mytime or all).
 * @throws ForbiddenError for other callers.
 * @throws NotFoundError when the project does not exist.
 * @throws ValidationError `projectManagerId` when that user does not exist.
 * @throws ConflictError when another project has the code.
 */
export async function updateProject(db: Db, caller: Caller, id: string, input: SaveProjectInput): Promise<Project> {
  assertMayManage(caller);
  await db.transaction(async (tx) => {
    const before = await projectRepository.lockById(tx, id);
    if (!before) throw new NotFoundError('Project');
    if (!(await userExists(tx, input.projectManagerId))) throw new ValidationError({ projectManagerId: [mytimeRefusal(T.noSuchUser)] });
    if (await projectRepository.codeTaken(tx, input.code, id)) throw new ConflictError(mytimeRefusal(T.projectCodeTaken, { code: input.code }));
    const after = await projectRepository.update(tx, id, toValues(input));
    await writeAudit(tx, { actorId: caller.user.id, action: 'mytime_project.updated', entity: 'mytime_project', entityId: id, before, after });
  });
  return getProject(db, id);
}
