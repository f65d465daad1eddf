import type { z } from 'zod';
import type { GrowPerson, Page, PageQuerySchema } from '@apps/contracts/grow/page';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import * as peopleRepository from './grow-people.repository';
import { isGrowManager, resolveEmployeeId } from './grow-access';

/**
 * The active people a manager may pick in Grow (e.g. whom to review): everyone but the caller with a
 * role on grow or 'all', by name, one page.
 * @throws ForbiddenError for non-managers.
 */
export async function listGrowPeople(db: Db, caller: Caller, query: z.output<typeof PageQuerySchema>): Promise<Page<GrowPerson>> {
  if (!isGrowManager(caller)) throw new ForbiddenError('Only managers may list people');
  const [items, total] = await Promise.all([
    peopleRepository.listActiveGrowPeople(db, caller.user.id, query.limit, query.offset),
    peopleRepository.countActiveGrowPeople(db, caller.user.id),
  ]);
  return { items, total, limit: query.limit, offset: query.offset };
}

/**
 * Whose record a create call means (`employeeId`, default the caller) and that they may have one: an
 * active person with a role on grow or 'all'.
 * @throws ForbiddenError for someone else without being a manager; ValidationError on `employeeId`
 *   for an unknown or inactive person, or one without Grow.
 */
export async function resolveGrowEmployee(db: Db, caller: Caller, employeeId: string | undefined): Promise<string> {
  const id = resolveEmployeeId(caller, employeeId);
  if (id !== caller.user.id && !(await peopleRepository.findActiveGrowPerson(db, id))) {
    throw new ValidationError({ employeeId: ['No active person with access to Grow has this id'] });
  }
  return id;
}
