import { Briefcase, CalendarDays, LayoutDashboard, Users } from 'lucide-react';
import { managesCandidates } from '@apps/contracts/hire/hire.policy';
import type { NavItem } from '../../lib/nav';

/**
 * Hire sidebar items (SPEC.md section 2 "Sidebar items"). Candidates only for the people who may see
 * candidate profiles (the server answers 403 to everyone else).
 */
export const hireNav: NavItem[] = [
  { label: 'Dashboard', path: '/hire/dashboard', icon: LayoutDashboard },
  { label: 'Jobs', path: '/hire/jobs', icon: Briefcase },
  { label: 'Candidates', path: '/hire/candidates', icon: Users, visible: managesCandidates },
  { label: 'Interviews', path: '/hire/interviews', icon: CalendarDays },
];
