import type { RouteObject } from 'react-router';

/** /profile (SPEC.md section 2 "Profile"): any signed-in person, no role check. */
export const profileRoutes: RouteObject = {
  path: 'profile',
  lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  handle: { title: 'Profile' },
};
