import { z } from 'zod';
import { IdSchema, queryFlag, storableText, TimestampSchema } from '../common';
import { dateInput } from '../date-input';
import { RoleModuleSchema } from '../modules';
import { pageQuery, pageSchema } from '../page';
import { UserSchema } from './user';

/**
 * The people API: reading a person, their direct reports and
 * reporting line, searching people for pickers, and a manager's delegations.
 */

/** Longest `search` text accepted by `GET /v1/users` (a name or an e-mail address fits). */
export const MAX_USER_SEARCH_LENGTH = 100;

const page = pageQuery().shape;

/**
 * Query of `GET /v1/users`. Without any of these parameters the route answers the spec's bare
 * array ordered by e-mail (Admin on all); with any of them (even `search=`) it answers a page
 * `{ items, total, limit, offset }` ordered by name. `limit` 1 to 100 (default 20), `offset` default 0.
 * `search` matches the start of any word of the name or of the e-mail address (split at `.`, `@`, `_`,
 * `-`, `+`), case-insensitively; several words must all match (`"ne kap"` finds Neha Kapoor).
 * `isActive` keeps only active (`true`) or only deactivated (`false`) people (pickers send `true`).
 * `count=false` (pickers send it) skips counting: `total` is then `offset` + the items, plus 1 when
 * another page follows, enough to page but not a count; otherwise `total` is bounded (`TOTAL_BOUND`).
 */
export const UsersQuerySchema = z.object({
  search: storableText('Must be text')
    .max(MAX_USER_SEARCH_LENGTH, { message: `Must be at most ${MAX_USER_SEARCH_LENGTH} characters` })
    .optional(),
  isActive: queryFlag(),
  /** Leaves out this person and everyone below them (a manager picker: choosing one would make the line loop). */
  notUnder: IdSchema.optional(),
  /** `false`: no count, `total` only says whether another page follows. */
  count: queryFlag(),
  limit: page.limit.unwrap().optional(),
  offset: page.offset.unwrap().optional(),
});
export type UsersQuery = z.output<typeof UsersQuerySchema>;

/** True when `GET /v1/users` was asked for a page (any parameter present), false for the spec's bare list. */
export function wantsUsersPage(query: UsersQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** A page of people (`GET /v1/users?...`, its `total` bounded: `TOTAL_BOUND`; `GET /v1/users/{id}/direct-reports`, exact). */
export const UserPageSchema = pageSchema(UserSchema);

/**
 * A manager's delegation: from `startDate` to `endDate` (both included, YYYY-MM-DD) the
 * delegate sees and decides what the manager could. `delegateName` is the delegate's name (their
 * e-mail address when they have no name yet).
 */
export const DelegationSchema = z.object({
  id: IdSchema,
  managerId: IdSchema,
  delegateId: IdSchema,
  delegateName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: TimestampSchema,
});
export type Delegation = z.infer<typeof DelegationSchema>;

/**
 * One manager the caller is acting for today (`GET /v1/users/me/delegators`):
 * an active manager who named the caller their delegate for a range that includes today (UTC), with
 * that range (`startDate`/`endDate`, YYYY-MM-DD, both included; the widest when several cover today)
 * and the manager's role assignments (`role` name, `module`), so the web's policy subject
 * (`Subject.delegators`) shows the delegate what the manager could decide.
 */
export const DelegatorSchema = z.object({
  managerId: IdSchema,
  managerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  assignments: z.array(z.object({ role: z.string(), module: RoleModuleSchema })),
});
export type Delegator = z.infer<typeof DelegatorSchema>;

/** Messages of refused delegations (400 on the named field). */
export const DELEGATION_MESSAGES = {
  delegate: 'Must be another active person',
  self: 'You cannot name yourself as your delegate',
  endDate: 'End date must be on or after the start date',
  past: 'End date must be today or later',
} as const;

/** Body of `POST /v1/users/{id}/delegations`: the delegate and the dates (YYYY-MM-DD, both included). */
export const CreateDelegationSchema = z
  .object({
    delegateId: IdSchema,
    startDate: dateInput(),
    endDate: dateInput(),
  })
  .refine((body) => body.endDate >= body.startDate, { message: DELEGATION_MESSAGES.endDate, path: ['endDate'] });
export type CreateDelegation = z.output<typeof CreateDelegationSchema>;

/** `{ id, delegationId }` path parameters of `DELETE /v1/users/{id}/delegations/{delegationId}`. */
export const DelegationParamsSchema = z.object({ id: IdSchema, delegationId: IdSchema });

/**
 * How many current and future delegations one manager may hold at once (so the list stays bounded,
 * ARCHITECTURE.md "every list is bounded"); past ones do not count.
 */
export const MAX_OPEN_DELEGATIONS = 20;
