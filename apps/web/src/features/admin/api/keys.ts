/** Query keys of the admin feature; mutations invalidate through them. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  assignments: () => [...adminKeys.all, 'user-roles'] as const,
  provisioning: () => [...adminKeys.all, 'provisioning'] as const,
  provisioningStatus: () => [...adminKeys.provisioning(), 'status'] as const,
  provisioningTokens: () => [...adminKeys.provisioning(), 'tokens'] as const,
  provisioningEvents: () => [...adminKeys.provisioning(), 'events'] as const,
};
