import type { ModuleManifest } from './module-manifest';

const page = (name: string) => `features/grow/routes/${name}-page.tsx`;

/** Grow: performance and personal development. */
export const GROW_MODULE = {
  id: 'grow',
  name: 'Grow',
  title: 'Grow',
  description: 'performance and personal development',
  icon: 'TrendingUp',
  path: '/grow',
  colour: 'bg-emerald-100 text-emerald-700',
  badgeTone: 'green',
  index: { redirectTo: 'dashboard' },
  sidebar: [
    { label: 'Dashboard', path: '/grow/dashboard', icon: 'LayoutDashboard' },
    { label: 'OKRs', path: '/grow/okrs', icon: 'Target' },
    { label: 'Reviews', path: '/grow/reviews', icon: 'ClipboardCheck' },
    { label: 'Learning', path: '/grow/learning', icon: 'GraduationCap' },
    { label: 'Career', path: '/grow/career', icon: 'Route' },
  ],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page: page('dashboard'), component: 'GrowDashboardPage' },
    { path: 'okrs', title: 'OKRs', page: page('okrs'), component: 'OkrsPage' },
    { path: 'reviews', title: 'Reviews', page: page('reviews'), component: 'ReviewsPage' },
    { path: 'learning', title: 'Learning', page: page('learning'), component: 'LearningPage' },
    { path: 'career', title: 'Career', page: page('career'), component: 'CareerPage' },
  ],
  resources: ['okrs', 'reviews', 'learning-paths', 'career-goals'],
} as const satisfies ModuleManifest;
