import type { ModuleManifest } from './module-manifest';

const page = (name: string) => `features/hire/routes/${name}-page.tsx`;

/**
 * Hire: hiring and onboarding. Candidates shows only for the people who may see candidate profiles
 * (the server answers 403 to everyone else).
 */
export const HIRE_MODULE = {
  id: 'hire',
  name: 'Hire',
  title: 'Hire',
  description: 'hiring and onboarding',
  icon: 'UserPlus',
  path: '/hire',
  colour: 'bg-violet-100 text-violet-700',
  badgeTone: 'orange',
  index: { redirectTo: 'dashboard' },
  sidebar: [
    { label: 'Dashboard', path: '/hire/dashboard', icon: 'LayoutDashboard' },
    { label: 'Jobs', path: '/hire/jobs', icon: 'Briefcase' },
    { label: 'Candidates', path: '/hire/candidates', icon: 'Users', visible: 'managesCandidates' },
    { label: 'Interviews', path: '/hire/interviews', icon: 'CalendarDays' },
  ],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page: page('dashboard'), component: 'HireDashboardPage' },
    { path: 'jobs', title: 'Jobs', page: page('jobs'), component: 'HireJobsPage' },
    { path: 'candidates', title: 'Candidates', page: page('candidates'), component: 'HireCandidatesPage' },
    { path: 'interviews', title: 'Interviews', page: page('interviews'), component: 'HireInterviewsPage' },
  ],
  resources: ['jobs', 'candidates'],
} as const satisfies ModuleManifest;
