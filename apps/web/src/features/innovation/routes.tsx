import type { RouteObject } from 'react-router';
import { INNOVATION_TEXTS } from './texts';

const dashboard = () => import('./routes/innovation-dashboard-page').then((m) => ({ Component: m.InnovationDashboardPage }));
const comingSoon = (title: string) => () =>
  import('./routes/coming-soon-page').then((m) => ({ Component: () => <m.ComingSoonPage title={title} /> }));

/**
 * Innovation Hub routes under /innovation (SPEC.md section 2): the index and /dashboard are the
 * dashboard; ideas; 'Coming Soon' for ideas/new, projects, demos, articles.
 */
export const innovationRoutes: RouteObject = {
  path: 'innovation',
  children: [
    { index: true, lazy: dashboard, handle: { title: 'Dashboard' } },
    { path: 'dashboard', lazy: dashboard, handle: { title: 'Dashboard' } },
    { path: 'ideas', lazy: () => import('./routes/ideas-page').then((m) => ({ Component: m.IdeasPage })), handle: { title: 'Ideas' } },
    { path: 'ideas/new', lazy: comingSoon(INNOVATION_TEXTS.comingSoonPages.newIdea), handle: { title: INNOVATION_TEXTS.comingSoonPages.newIdea } },
    { path: 'projects', lazy: comingSoon(INNOVATION_TEXTS.comingSoonPages.projects), handle: { title: INNOVATION_TEXTS.comingSoonPages.projects } },
    { path: 'demos', lazy: comingSoon(INNOVATION_TEXTS.comingSoonPages.demos), handle: { title: INNOVATION_TEXTS.comingSoonPages.demos } },
    { path: 'articles', lazy: comingSoon(INNOVATION_TEXTS.comingSoonPages.articles), handle: { title: INNOVATION_TEXTS.comingSoonPages.articles } },
  ],
};
