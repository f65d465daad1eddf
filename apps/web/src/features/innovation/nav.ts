import { LayoutDashboard } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Innovation Hub sidebar items (SPEC.md section 2 "Sidebar items"). */
export const innovationNav: NavItem[] = [
  { label: 'Dashboard', path: '/innovation/dashboard', icon: LayoutDashboard },
];
