import { Handshake, LayoutDashboard, Magnet } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Pipeline sidebar items (SPEC.md section 2 "Sidebar items"). */
export const pipelineNav: NavItem[] = [
  { label: 'Dashboard', path: '/pipeline/dashboard', icon: LayoutDashboard },
  { label: 'Leads', path: '/pipeline/leads', icon: Magnet },
  { label: 'Opportunities', path: '/pipeline/opportunities', icon: Handshake },
];
