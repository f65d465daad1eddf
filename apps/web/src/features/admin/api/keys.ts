/** Query keys of the admin feature; mutations invalidate through them. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  assignments: () => [...adminKeys.all, 'user-roles'] as const,
};
