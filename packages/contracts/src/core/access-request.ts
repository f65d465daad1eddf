import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common';
import { ModuleIdSchema } from '../modules';
import { ACCESS_REQUEST_STATUSES } from './access-request.values';

export { ACCESS_REQUEST_STATUSES, type AccessRequestStatus } from './access-request.values';

/**
 * "Request access": a person without a role on a module asks the administrators for one in one click
 * (`POST /v1/access-requests`). Every active Admin on 'all' is notified. At most one open request per
 * person and module: asking again answers the open request (200) instead of creating another (201).
 */

/** Body of `POST /v1/access-requests`: the module the caller asks for. */
export const CreateAccessRequestSchema = z.object({ module: ModuleIdSchema });
export type CreateAccessRequest = z.infer<typeof CreateAccessRequestSchema>;

/** One access request; `createdAt` is when it was first asked. */
export const AccessRequestSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  module: ModuleIdSchema,
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: TimestampSchema,
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

/** `GET /v1/access-requests/mine`: the caller's open requests (the tiles say "Access requested"). */
export const MyAccessRequestsSchema = z.array(AccessRequestSchema);

/** `GET /v1/access/contact`: where the "Contact Admin" mail link goes (one or more addresses). */
export const AdminContactSchema = z.object({ emails: z.array(z.string()) });
export type AdminContact = z.infer<typeof AdminContactSchema>;

/** 403 message when the caller already has a role on the module. */
export const ACCESS_ALREADY_HELD_MESSAGE = 'You already have access to this module';
