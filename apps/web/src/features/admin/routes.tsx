import type { RouteObject } from 'react-router';
import { routeMessages } from './routes.messages';

/** /admin/users: User Management; /admin/audit: the audit log (each for Admin on all, checked by the page and the server). */
export const adminRoutes: RouteObject = {
  path: 'admin',
  children: [
    {
      path: 'users',
      lazy: () => import('./routes/user-management-page').then((m) => ({ Component: m.UserManagementPage, loader: m.userManagementLoader })),
      // `titleMessage` names the tab in the page's language where the shell reads it; `title` stays English.
      handle: { title: 'User Management', titleMessage: routeMessages.title },
    },
    {
      path: 'audit',
      lazy: () => import('./routes/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
      handle: { title: 'Audit log', titleMessage: routeMessages.auditTitle },
    },
  ],
};
