import type { LucideIcon } from 'lucide-react';
import type { UserRole } from '@apps/contracts/core/role';

/** One item of a module sidebar (SPEC.md section 2 "Sidebar items"). */
export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Shown only when this returns true (e.g. approvals for approvers); always shown when absent. */
  visible?: (userRoles: readonly UserRole[]) => boolean;
}
