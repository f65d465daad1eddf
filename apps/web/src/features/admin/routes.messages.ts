import { defineMessages } from 'react-intl';

/** The screens' names (their headings and tab titles), apart from messages.ts so the route table stays small. */
export const routeMessages = defineMessages({
  title: { id: 'admin.title', defaultMessage: 'User Management' },
  auditTitle: { id: 'admin.audit.routeTitle', defaultMessage: 'Audit log' },
});
