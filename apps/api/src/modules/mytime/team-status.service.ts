import type { DbOrTx } from '../../db/client';
import { holdersOf } from '../authority/authority.service';
import * as teamStatusRepository from './team-status.repository';
import type { TeamMemberMissingTimesheet } from './team-status.repository';

export type { TeamMemberMissingTimesheet };

/**
 * The direct reports of `managerId` whose timesheet for the week starting `weekStartDate`
 * (`YYYY-MM-DD`, a Sunday) is missing or Draft: the entry point other
 * modules (the managers' weekly reminder) and the "My team" panel use; the query is
 * `team-status.repository.ts`'s `listTeamMissingTimesheets`, ordered by name, then e-mail; who keeps
 * timesheets is the authority's answer (the holders of `timesheets:write`).
 * @returns an empty list for an unknown manager or one without reports.
 */
export function listTeamMissingTimesheets(db: DbOrTx, managerId: string, weekStartDate: string): Promise<TeamMemberMissingTimesheet[]> {
  return teamStatusRepository.listTeamMissingTimesheets(db, holdersOf('write', 'timesheets'), managerId, weekStartDate);
}
