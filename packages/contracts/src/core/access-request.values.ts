// The plain values of access-request.ts (no zod): the home screen's tiles import them before any schema.

/** An access request is open until the person is given a role on its module (or on 'all'). */
export const ACCESS_REQUEST_STATUSES = ['open', 'closed'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
