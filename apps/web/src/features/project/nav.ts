import { Calculator, FileText, FolderKanban, LayoutDashboard } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** Project sidebar items (SPEC.md section 2 "Sidebar items"). */
export const projectNav: NavItem[] = [
  { label: 'Dashboard', path: '/project/dashboard', icon: LayoutDashboard },
  { label: 'Estimates', path: '/project/estimates', icon: Calculator },
  { label: 'SOWs', path: '/project/sows', icon: FileText },
  { label: 'Projects', path: '/project/projects', icon: FolderKanban },
];
