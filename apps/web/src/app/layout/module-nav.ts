import type { Subject } from '@apps/contracts/core/policy';
import type { ModuleId } from '@apps/contracts/module-ids';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { sidebarPolicy } from '@apps/contracts/modules/sidebar-policies';
import { iconFor } from '../../lib/icons';
import type { NavItem } from '../../lib/nav';

/**
 * The sidebar items of each module of `manifests`, by module id, from the manifests' `sidebar`: the
 * icons and policy functions they name looked up (`iconFor`, `sidebarPolicy`).
 */
export function moduleNav(manifests: readonly ModuleManifest[] = MODULES): Record<string, NavItem[]> {
  return Object.fromEntries(
    manifests.map((m) => [
      m.id,
      m.sidebar.map((item): NavItem => ({ label: item.label, path: item.path, icon: iconFor(item.icon), ...(item.visible ? { visible: sidebarPolicy(item.visible) } : {}) })),
    ]),
  );
}

/** Each module's sidebar items, from its manifest. */
export const MODULE_NAV = moduleNav() as Record<ModuleId, NavItem[]>;

/**
 * The sidebar items a person can use on a module: the one place where navigation follows the access
 * policy (the policy functions of `@apps/contracts`). An item without `visible` is for everyone with a role on the module.
 */
export function visibleNavItems(moduleId: ModuleId, subject: Subject): NavItem[] {
  return MODULE_NAV[moduleId].filter((item) => !item.visible || item.visible(subject));
}
