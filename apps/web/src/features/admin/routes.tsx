import type { RouteObject } from 'react-router';
import { routeMessages } from './routes.messages';

/** /admin/users: User Management (Admin only). */
export const adminRoutes: RouteObject = {
  path: 'admin/users',
  lazy: () => import('./routes/user-management-page').then((m) => ({ Component: m.UserManagementPage, loader: m.userManagementLoader })),
  // `titleMessage` names the tab in the page's language where the shell reads it; `title` stays English.
  handle: { title: 'User Management', titleMessage: routeMessages.title },
};
