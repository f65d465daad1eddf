import { ClipboardCheck, GraduationCap, LayoutDashboard, Route, Target } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Grow sidebar items (SPEC.md section 2 "Sidebar items"). */
export const growNav: NavItem[] = [
  { label: 'Dashboard', path: '/grow/dashboard', icon: LayoutDashboard },
  { label: 'OKRs', path: '/grow/okrs', icon: Target },
  { label: 'Reviews', path: '/grow/reviews', icon: ClipboardCheck },
  { label: 'Learning', path: '/grow/learning', icon: GraduationCap },
  { label: 'Career', path: '/grow/career', icon: Route },
];
