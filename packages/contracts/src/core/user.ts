import { z } from 'zod';
import { hasControlCharacter, IdSchema, STORABLE_TEXT_MESSAGES, storableText, TimestampSchema } from '../common';

/**
 * A person who has signed in at least once (users).
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
  /** The person's manager in the reporting line; null without one. */
  managerId: IdSchema.nullable(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  officeLocation: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** A profile text field: storable, trimmed, at most 200 characters; empty or null clears it. */
export const ProfileTextSchema = storableText()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * A one-line profile field (job title, department, office location) as `PATCH /v1/users/{id}` takes
 * it: `ProfileTextSchema` without control characters (`hasControlCharacter`), since the value is shown
 * on one line and written into plain-text e-mails.
 */
export const ProfileLineSchema = ProfileTextSchema.refine((value) => value === null || !hasControlCharacter(value), {
  message: STORABLE_TEXT_MESSAGES.oneLine,
});

/**
 * Body of `PATCH /v1/users/{id}` (admin): activate or deactivate a user, and/or set their reporting
 * line and profile: `managerId` (a person's id, or null for none), `jobTitle`, `department`,
 * `officeLocation`. At least one field.
 */
export const UpdateUserStatusSchema = z
  .object({
    isActive: z.boolean({ message: 'Must be true or false' }).optional(),
    managerId: IdSchema.nullable().optional(),
    jobTitle: ProfileLineSchema.optional(),
    department: ProfileLineSchema.optional(),
    officeLocation: ProfileLineSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of isActive, managerId, jobTitle, department, officeLocation',
    path: ['isActive'],
  });
export type UpdateUserStatus = z.infer<typeof UpdateUserStatusSchema>;

/** Own-account rules, sent as 409 messages. */
export const OWN_ACCOUNT_MESSAGES = {
  deactivate: 'You cannot deactivate your own account',
  delete: 'You cannot delete your own account',
} as const;
