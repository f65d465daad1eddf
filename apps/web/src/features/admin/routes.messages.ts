import { defineMessages } from 'react-intl';

/** The screen's name (its heading and tab title), apart from messages.ts so the route table stays small. */
export const routeMessages = defineMessages({
  title: { id: 'admin.title', defaultMessage: 'User Management' },
});
