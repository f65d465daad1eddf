import type { ModuleManifest } from './module-manifest';

const page = 'features/talent/routes/talent-page.tsx';

/** Talent: resource allocation and workforce planning; three screens, one page. */
export const TALENT_MODULE = {
  id: 'talent',
  name: 'Talent',
  title: 'Talent',
  description: 'resource allocation and workforce planning',
  icon: 'Users',
  path: '/talent',
  colour: 'bg-indigo-100 text-indigo-700',
  badgeTone: 'indigo',
  index: { redirectTo: 'dashboard' },
  sidebar: [
    { label: 'Dashboard', path: '/talent/dashboard', icon: 'LayoutDashboard' },
    { label: 'Employees', path: '/talent/employees', icon: 'Users' },
    { label: 'Allocations', path: '/talent/allocations', icon: 'Network' },
  ],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page, component: 'TalentPage' },
    { path: 'employees', title: 'Employees', page, component: 'TalentPage' },
    { path: 'allocations', title: 'Allocations', page, component: 'TalentPage' },
  ],
  resources: [],
} as const satisfies ModuleManifest;
