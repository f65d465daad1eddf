import type { LucideIcon } from 'lucide-react';
import type { Subject } from '@apps/contracts/core/policy';

/** One item of a module sidebar. */
export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Shown only when this policy function allows (e.g. approvals for approvers); always shown when absent. */
  visible?: (subject: Subject) => boolean;
}
