/**
 * The policy functions a manifest's sidebar item may name as `visible`. Manifests name them rather
 * than import them so that the manifests stay data: the web's entry reads the screens of every manifest
 * (its preload table) and would otherwise load the policy code with the sign-in screen. The sidebar
 * (and anything else that shows or hides an item) looks the function up here. A new predicate is
 * added to its module's policy file and listed here.
 */
import type { Subject } from '../core/policy';
import { managesCandidates } from '../hire/hire.policy';
import { approvesTimesheets, managesHolidays, managesProjects, usesTeamViews } from '../mytime/mytime.policy';

export const SIDEBAR_POLICIES = {
  approvesTimesheets,
  managesCandidates,
  managesHolidays,
  managesProjects,
  usesTeamViews,
} as const satisfies Record<string, (subject: Subject) => boolean>;

/** The name of a policy function a sidebar item may depend on. */
export type SidebarPolicy = keyof typeof SIDEBAR_POLICIES;

/** The policy function named `name`: true when `subject` may see the item. */
export function sidebarPolicy(name: SidebarPolicy): (subject: Subject) => boolean {
  return SIDEBAR_POLICIES[name];
}
