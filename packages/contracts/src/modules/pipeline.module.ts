import type { ModuleManifest } from './module-manifest';

const page = 'features/pipeline/routes/pipeline-page.tsx';

/** Pipeline: sales and pre-sales management; three screens, one page. */
export const PIPELINE_MODULE = {
  id: 'pipeline',
  name: 'Pipeline',
  title: 'Pipeline',
  description: 'sales and pre-sales management',
  icon: 'Briefcase',
  path: '/pipeline',
  colour: 'bg-cyan-100 text-cyan-800',
  badgeTone: 'cyan',
  index: { redirectTo: 'dashboard' },
  sidebar: [
    { label: 'Dashboard', path: '/pipeline/dashboard', icon: 'LayoutDashboard' },
    { label: 'Leads', path: '/pipeline/leads', icon: 'Magnet' },
    { label: 'Opportunities', path: '/pipeline/opportunities', icon: 'Handshake' },
  ],
  screens: [
    { path: 'dashboard', title: 'Dashboard', page, component: 'PipelinePage' },
    { path: 'leads', title: 'Leads', page, component: 'PipelinePage' },
    { path: 'opportunities', title: 'Opportunities', page, component: 'PipelinePage' },
  ],
  resources: [],
} as const satisfies ModuleManifest;
