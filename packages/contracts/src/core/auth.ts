import { z } from 'zod';
import { oneLineText } from '../common';

export const AUTH_MODES = ['dev', 'entra'] as const;
export const AuthModeSchema = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof AuthModeSchema>;

/** A demo person offered by the development sign-in picker. */
export const DevAccountSchema = z.object({ email: z.string(), name: z.string(), title: z.string() });
export type DevAccount = z.infer<typeof DevAccountSchema>;

/**
 * `GET /v1/auth/config` (public): what the web app needs to sign in, so one build serves every
 * environment. `clientId`, `authority` and `apiScope` are null in dev mode; `devAccounts` is empty in
 * entra mode.
 */
export const AuthConfigSchema = z.object({
  mode: AuthModeSchema,
  clientId: z.string().nullable(),
  authority: z.string().nullable(),
  apiScope: z.string().nullable(),
  /** `ADMIN_CONTACT_EMAIL`, or null: signed-in screens ask `GET /v1/access/contact` for the active Admins. */
  adminContactEmail: z.string().nullable(),
  devAccounts: z.array(DevAccountSchema),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/** Body of `POST /v1/auth/dev/token` (dev mode only). */
export const DevTokenRequestSchema = z.object({
  email: z.email({ message: 'Must be a valid e-mail address' }).max(254),
  /** Shown on one line and written into e-mails: no line breaks or other control characters. */
  name: oneLineText(200, 'Name must not be blank').optional(),
});
export type DevTokenRequest = z.infer<typeof DevTokenRequestSchema>;

/** `POST /v1/auth/dev/token` answer; `expiresIn` is in seconds. */
export const DevTokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
});
export type DevTokenResponse = z.infer<typeof DevTokenResponseSchema>;
