import type { ModuleManifest } from './module-manifest';

const page = (name: string) => `features/insights/routes/${name}-page.tsx`;

/**
 * Insights: analytics and business intelligence. The module's address and /dashboard (the sidebar
 * item) are the index page; dashboards, kpis and reports are 'Coming Soon'.
 */
export const INSIGHTS_MODULE = {
  id: 'insights',
  name: 'Insights',
  title: 'Insights',
  description: 'analytics and business intelligence',
  icon: 'BarChart3',
  path: '/insights',
  colour: 'bg-teal-100 text-teal-700',
  badgeTone: 'slate',
  index: { screen: 'dashboard' },
  sidebar: [{ label: 'Dashboard', path: '/insights/dashboard', icon: 'LayoutDashboard' }],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page: page('insights'), component: 'InsightsPage' },
    { path: 'dashboards', title: 'Dashboards', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
    { path: 'kpis', title: 'KPIs', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
    { path: 'reports', title: 'Reports', page: page('coming-soon'), component: 'ComingSoonPage', titleProp: true },
  ],
  resources: [],
} as const satisfies ModuleManifest;
