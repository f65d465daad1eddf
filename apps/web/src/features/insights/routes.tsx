import type { RouteObject } from 'react-router';
import { INSIGHTS_TEXTS } from './texts';

const index = () => import('./routes/insights-page').then((m) => ({ Component: m.InsightsPage }));
const comingSoon = (title: string) => () =>
  import('./routes/coming-soon-page').then((m) => ({ Component: () => <m.ComingSoonPage title={title} /> }));

/**
 * Insights routes under /insights (SPEC.md section 2): the index and /dashboard (the sidebar item)
 * are the index page; dashboards, kpis and reports are 'Coming Soon'.
 */
export const insightsRoutes: RouteObject = {
  path: 'insights',
  children: [
    { index: true, lazy: index, handle: { title: 'Dashboard' } },
    { path: 'dashboard', lazy: index, handle: { title: 'Dashboard' } },
    { path: 'dashboards', lazy: comingSoon(INSIGHTS_TEXTS.comingSoonPages.dashboards), handle: { title: INSIGHTS_TEXTS.comingSoonPages.dashboards } },
    { path: 'kpis', lazy: comingSoon(INSIGHTS_TEXTS.comingSoonPages.kpis), handle: { title: INSIGHTS_TEXTS.comingSoonPages.kpis } },
    { path: 'reports', lazy: comingSoon(INSIGHTS_TEXTS.comingSoonPages.reports), handle: { title: INSIGHTS_TEXTS.comingSoonPages.reports } },
  ],
};
