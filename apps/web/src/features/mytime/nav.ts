import { CalendarClock, CalendarDays, CalendarOff, ClipboardCheck, FolderCog, FolderOpen, LayoutDashboard, Plane } from 'lucide-react';
import type { NavItem } from '../../lib/nav';
import { approvesTimesheets, managesHolidays, managesProjects, usesTeamViews } from '@apps/contracts/mytime/mytime.policy';
import { MYTIME_TEXTS } from './texts';

/**
 * MyTime sidebar items (SPEC.md section 2 "Sidebar items"), plus Project Management and Approvals
 * for the people who may use them (SPEC.md section 6), the managers' Team Calendar (issue 15) and the admins' Holidays (issue 18).
 */
export const mytimeNav: NavItem[] = [
  { label: MYTIME_TEXTS.nav.dashboard, path: '/mytime/dashboard', icon: LayoutDashboard },
  { label: MYTIME_TEXTS.nav.timesheet, path: '/mytime/timesheet', icon: CalendarClock },
  { label: MYTIME_TEXTS.nav.leave, path: '/mytime/leave', icon: Plane },
  { label: MYTIME_TEXTS.nav.projects, path: '/mytime/projects', icon: FolderOpen },
  { label: MYTIME_TEXTS.nav.projectManagement, path: '/mytime/project-management', icon: FolderCog, visible: managesProjects },
  { label: MYTIME_TEXTS.nav.approvals, path: '/mytime/approvals', icon: ClipboardCheck, visible: approvesTimesheets },
  { label: MYTIME_TEXTS.nav.teamCalendar, path: '/mytime/team-calendar', icon: CalendarDays, visible: usesTeamViews },
  { label: MYTIME_TEXTS.nav.holidays, path: '/mytime/holidays', icon: CalendarOff, visible: managesHolidays },
];
