import { z } from 'zod';
import { IdSchema, oneLineText, TimestampSchema } from '../common';

/** Where a role assignment came from: given by hand in User Management, or by Entra provisioning. */
export const ROLE_SOURCES = ['manual', 'provisioning'] as const;
export const RoleSourceSchema = z.enum(ROLE_SOURCES);
export type RoleSource = z.infer<typeof RoleSourceSchema>;

/** A provisioning token as User Management lists it (the secret itself is never shown again). */
export const ScimTokenSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** 'environment': the server's `SCIM_TOKEN`; 'admin': created in User Management. */
  kind: z.enum(['environment', 'admin']),
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema.nullable(),
  revokedAt: TimestampSchema.nullable(),
});
export type ScimToken = z.infer<typeof ScimTokenSchema>;

/** Body of `POST /v1/provisioning/tokens`. */
export const CreateScimTokenSchema = z.object({
  name: oneLineText(100, 'Name is required'),
});
export type CreateScimToken = z.infer<typeof CreateScimTokenSchema>;

/** Answer of `POST /v1/provisioning/tokens`: the token and its secret, shown this once. */
export const CreatedScimTokenSchema = z.object({
  token: ScimTokenSchema,
  secret: z.string(),
});
export type CreatedScimToken = z.infer<typeof CreatedScimTokenSchema>;

/** `GET /v1/provisioning/status`. */
export const ProvisioningStatusSchema = z.object({
  /** True when at least one token is active, so `/scim/v2` answers. */
  enabled: z.boolean(),
  /** The SCIM base URL path Entra's Tenant URL ends with. */
  scimPath: z.string(),
  activeTokens: z.number().int(),
  provisionedPeople: z.number().int(),
  lastRequestAt: TimestampSchema.nullable(),
});
export type ProvisioningStatus = z.infer<typeof ProvisioningStatusSchema>;

/** One line of the provisioning log. */
export const ProvisioningEventSchema = z.object({
  id: IdSchema,
  createdAt: TimestampSchema,
  tokenId: IdSchema.nullable(),
  method: z.string(),
  path: z.string(),
  action: z.string(),
  status: z.number().int(),
  ok: z.boolean(),
  resourceId: z.string().nullable(),
  detail: z.string().nullable(),
});
export type ProvisioningEvent = z.infer<typeof ProvisioningEventSchema>;
