import { LayoutDashboard, Network, Users } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Talent sidebar items (SPEC.md section 2 "Sidebar items"). */
export const talentNav: NavItem[] = [
  { label: 'Dashboard', path: '/talent/dashboard', icon: LayoutDashboard },
  { label: 'Employees', path: '/talent/employees', icon: Users },
  { label: 'Allocations', path: '/talent/allocations', icon: Network },
];
