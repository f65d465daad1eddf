import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Briefcase,
  Calculator,
  CalendarClock,
  CalendarDays,
  CalendarOff,
  ClipboardCheck,
  Clock,
  FileText,
  FolderCog,
  FolderKanban,
  FolderOpen,
  GraduationCap,
  Handshake,
  LayoutDashboard,
  Lightbulb,
  Magnet,
  Network,
  Plane,
  Route,
  Target,
  TrendingUp,
  UserPlus,
  Users,
} from 'lucide-react';

/**
 * The icons the module manifests name (`icon` of a module and of its sidebar items): the contracts
 * name an icon, the web draws it. A manifest may use an icon only once it is listed here.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  BarChart3,
  Briefcase,
  Calculator,
  CalendarClock,
  CalendarDays,
  CalendarOff,
  ClipboardCheck,
  Clock,
  FileText,
  FolderCog,
  FolderKanban,
  FolderOpen,
  GraduationCap,
  Handshake,
  LayoutDashboard,
  Lightbulb,
  Magnet,
  Network,
  Plane,
  Route,
  Target,
  TrendingUp,
  UserPlus,
  Users,
};

/** The lucide component of an icon name from a manifest. Throws for a name not in `ICONS`. */
export function iconFor(name: string): LucideIcon {
  const icon = ICONS[name];
  if (!icon) throw new Error(`No icon named ${name}: add it to lib/icons.ts`);
  return icon;
}
