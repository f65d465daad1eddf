import type { ModuleManifest } from './module-manifest';

const page = (name: string) => `features/innovation/routes/${name}-page.tsx`;

/**
 * Innovation Hub: R&D, POCs and emerging tech. The module's address and /dashboard are the dashboard;
 * ideas; 'Coming Soon' for ideas/new, projects, demos and articles.
 */
export const INNOVATION_MODULE = {
  id: 'innovation',
  name: 'Innovation Hub',
  title: 'Innovation Hub',
  description: 'R&D, POCs and emerging tech',
  icon: 'Lightbulb',
  path: '/innovation',
  colour: 'bg-pink-100 text-pink-700',
  badgeTone: 'pink',
  index: { screen: 'dashboard' },
  sidebar: [{ label: 'Dashboard', path: '/innovation/dashboard', icon: 'LayoutDashboard' }],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page: page('innovation-dashboard'), component: 'InnovationDashboardPage' },
    { path: 'ideas', title: 'Ideas', page: page('ideas'), component: 'IdeasPage' },
    { path: 'ideas/new', title: 'New Idea Form', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
    { path: 'projects', title: 'Innovation Projects', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
    { path: 'demos', title: 'Demos', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
    { path: 'articles', title: 'Knowledge Articles', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
  ],
  resources: [],
} as const satisfies ModuleManifest;
