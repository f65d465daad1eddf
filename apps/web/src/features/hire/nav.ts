import { Briefcase, CalendarDays, LayoutDashboard, Users } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Hire sidebar items (SPEC.md section 2 "Sidebar items"). */
export const hireNav: NavItem[] = [
  { label: 'Dashboard', path: '/hire/dashboard', icon: LayoutDashboard },
  { label: 'Jobs', path: '/hire/jobs', icon: Briefcase },
  { label: 'Candidates', path: '/hire/candidates', icon: Users },
  { label: 'Interviews', path: '/hire/interviews', icon: CalendarDays },
];
