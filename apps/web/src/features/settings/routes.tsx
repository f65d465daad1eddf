import type { RouteObject } from 'react-router';

/** /settings: any signed-in person. */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: () => import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage })),
  handle: { title: 'Settings' },
};
