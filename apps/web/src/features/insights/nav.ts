import { LayoutDashboard } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Insights sidebar items (SPEC.md section 2 "Sidebar items"). */
export const insightsNav: NavItem[] = [
  { label: 'Dashboard', path: '/insights/dashboard', icon: LayoutDashboard },
];
