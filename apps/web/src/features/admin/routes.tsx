import type { RouteObject } from 'react-router';

/** /admin/users: User Management (Admin only). */
export const adminRoutes: RouteObject = {
  path: 'admin/users',
  lazy: () => import('./routes/user-management-page').then((m) => ({ Component: m.UserManagementPage, loader: m.userManagementLoader })),
  handle: { title: 'User Management' },
};
