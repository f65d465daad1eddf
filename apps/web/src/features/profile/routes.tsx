import type { RouteObject } from 'react-router';

/** /profile: any signed-in person, no role check. */
export const profileRoutes: RouteObject = {
  path: 'profile',
  lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  handle: { title: 'Profile' },
};
