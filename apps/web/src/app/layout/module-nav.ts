import type { Subject } from '@apps/contracts/core/policy';
import type { ModuleId } from '@apps/contracts/module-ids';
import type { NavItem } from '../../lib/nav';
import { growNav } from '../../features/grow/nav';
import { hireNav } from '../../features/hire/nav';
import { innovationNav } from '../../features/innovation/nav';
import { insightsNav } from '../../features/insights/nav';
import { mytimeNav } from '../../features/mytime/nav';
import { pipelineNav } from '../../features/pipeline/nav';
import { projectNav } from '../../features/project/nav';
import { talentNav } from '../../features/talent/nav';

/** Each module's sidebar items, contributed by its feature. */
export const MODULE_NAV: Record<ModuleId, NavItem[]> = {
  mytime: mytimeNav,
  grow: growNav,
  hire: hireNav,
  project: projectNav,
  innovation: innovationNav,
  pipeline: pipelineNav,
  talent: talentNav,
  insights: insightsNav,
};

/**
 * The sidebar items a person can use on a module: the one place where navigation follows the access
 * policy (the policy functions of `@apps/contracts`). An item without `visible` is for everyone with a role on the module.
 */
export function visibleNavItems(moduleId: ModuleId, subject: Subject): NavItem[] {
  return MODULE_NAV[moduleId].filter((item) => !item.visible || item.visible(subject));
}
