import type { DbOrTx } from '../../db/client';
import * as teamStatusRepository from './team-status.repository';
import type { TeamMemberMissingTimesheet } from './team-status.repository';

export type { TeamMemberMissingTimesheet };

/**
 * The direct reports of `managerId` whose timesheet for the week starting `weekStartDate`
 * (`YYYY-MM-DD`, a Sunday) is missing or Draft: the entry point other
 * modules (the managers' weekly reminder) and the "My team" panel use; the query is
 * `team-status.repository.ts`'s `listTeamMissingTimesheets`, ordered by name, then e-mail.
 * @returns an empty list for an unknown manager or one without reports.
 */
export function listTeamMissingTimesheets(db: DbOrTx, managerId: string, weekStartDate: string): Promise<TeamMemberMissingTimesheet[]> {
  return teamStatusRepository.listTeamMissingTimesheets(db, managerId, weekStartDate);
}
