import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common';

/**
 * A person who has signed in at least once (SPEC.md section 3, users).
 * `azureId` is the directory object id (`oid` claim); `avatarUrl` is filled by the client from the
 * directory's profile photo and is `null` on the server.
 */
export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  azureId: z.string().nullable(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Body of `PATCH /v1/users/{id}` (admin): activate or deactivate a user. */
export const UpdateUserStatusSchema = z.object({
  isActive: z.boolean({ message: 'Must be true or false' }),
});
export type UpdateUserStatus = z.infer<typeof UpdateUserStatusSchema>;

/** SPEC.md section 5: own-account rules, sent as 409 messages. */
export const OWN_ACCOUNT_MESSAGES = {
  deactivate: 'You cannot deactivate your own account',
  delete: 'You cannot delete your own account',
} as const;
