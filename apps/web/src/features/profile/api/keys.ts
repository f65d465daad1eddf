/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  roles: (userId: string) => [...profileKeys.all, 'roles', userId] as const,
  delegations: (userId: string) => [...profileKeys.all, 'delegations', userId] as const,
};
