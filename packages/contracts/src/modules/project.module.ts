import type { ModuleManifest } from './module-manifest';

const page = 'features/project/routes/project-page.tsx';

/** Project: project estimation and quality; four screens, one placeholder page. */
export const PROJECT_MODULE = {
  id: 'project',
  name: 'Project',
  title: 'Project',
  description: 'project estimation and quality',
  icon: 'FolderKanban',
  path: '/project',
  colour: 'bg-amber-100 text-amber-800',
  badgeTone: 'amber',
  index: { redirectTo: 'dashboard' },
  sidebar: [
    { label: 'Dashboard', path: '/project/dashboard', icon: 'LayoutDashboard' },
    { label: 'Estimates', path: '/project/estimates', icon: 'Calculator' },
    { label: 'SOWs', path: '/project/sows', icon: 'FileText' },
    { label: 'Projects', path: '/project/projects', icon: 'FolderKanban' },
  ],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page, component: 'ProjectPage' },
    { path: 'estimates', title: 'Estimates', page, component: 'ProjectPage' },
    { path: 'sows', title: 'SOWs', page, component: 'ProjectPage' },
    { path: 'projects', title: 'Projects', page, component: 'ProjectPage' },
  ],
  resources: [],
} as const satisfies ModuleManifest;
