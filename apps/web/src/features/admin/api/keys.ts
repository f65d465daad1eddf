/** Query keys of the admin feature; mutations invalidate through them. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  // Under `users()`, so one invalidation reloads every people query.
  userSearch: (params: object) => [...adminKeys.users(), 'search', params] as const,
  person: (userId: string) => [...adminKeys.users(), 'person', userId] as const,
  directReports: (userId: string, limit: number, offset: number) => [...adminKeys.users(), 'direct-reports', userId, limit, offset] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  assignments: () => [...adminKeys.all, 'user-roles'] as const,
  roleDefaults: () => [...adminKeys.all, 'role-defaults'] as const,
  provisioning: () => [...adminKeys.all, 'provisioning'] as const,
  provisioningStatus: () => [...adminKeys.provisioning(), 'status'] as const,
  provisioningTokens: () => [...adminKeys.provisioning(), 'tokens'] as const,
  provisioningEvents: () => [...adminKeys.provisioning(), 'events'] as const,
  auditLog: (params: object) => [...adminKeys.all, 'audit', params] as const,
};
