/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  roles: (userId: string) => [...profileKeys.all, 'roles', userId] as const,
};
