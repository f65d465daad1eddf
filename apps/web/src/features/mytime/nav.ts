import { CalendarClock, CalendarDays, CalendarOff, ClipboardCheck, FolderCog, FolderOpen, LayoutDashboard, Plane } from 'lucide-react';
import type { NavItem } from '../../lib/nav';
import { approvesTimesheets, managesHolidays, managesProjects, usesTeamViews } from '@apps/contracts/mytime/mytime.policy';
import { MYTIME_NAV_TEXTS } from './nav-texts';

/**
 * MyTime sidebar items (SPEC.md section 2 "Sidebar items"), plus Project Management and Approvals
 * for the people who may use them (SPEC.md section 6), the managers' Team Calendar and the admins' Holidays.
 */
export const mytimeNav: NavItem[] = [
  { label: MYTIME_NAV_TEXTS.dashboard, path: '/mytime/dashboard', icon: LayoutDashboard },
  { label: MYTIME_NAV_TEXTS.timesheet, path: '/mytime/timesheet', icon: CalendarClock },
  { label: MYTIME_NAV_TEXTS.leave, path: '/mytime/leave', icon: Plane },
  { label: MYTIME_NAV_TEXTS.projects, path: '/mytime/projects', icon: FolderOpen },
  { label: MYTIME_NAV_TEXTS.projectManagement, path: '/mytime/project-management', icon: FolderCog, visible: managesProjects },
  { label: MYTIME_NAV_TEXTS.approvals, path: '/mytime/approvals', icon: ClipboardCheck, visible: approvesTimesheets },
  { label: MYTIME_NAV_TEXTS.teamCalendar, path: '/mytime/team-calendar', icon: CalendarDays, visible: usesTeamViews },
  { label: MYTIME_NAV_TEXTS.holidays, path: '/mytime/holidays', icon: CalendarOff, visible: managesHolidays },
];
