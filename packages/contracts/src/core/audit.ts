import { z } from 'zod';
import { IdSchema } from '../common';
import { DATE_MESSAGES, DATE_RANGE, isRealCalendarDate } from '../date-input';
import { EXPORT_FORMATS } from '../mytime/exports.values';
import { pageQuery, pageSchema } from '../page';
import { AUDIT_ACTOR_KINDS, MAX_AUDIT_EXPORT_DAYS, REDACTED } from './audit.values';

/**
 * The audit log as the API answers it (`GET /v1/audit`, `GET /v1/audit/export`): who did what to
 * which record and when, newest first. Who may read it is `readsAuditLog` (`audit.policy.ts`).
 */

export { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, MAX_AUDIT_EXPORT_DAYS, REDACTED, type AuditActorKind } from './audit.values';

/** The 400 messages of the audit filters. */
export const AUDIT_QUERY_MESSAGES = {
  time: 'Must be a date (YYYY-MM-DD) or a date and time with its offset (YYYY-MM-DDTHH:mm:ssZ)',
  range: DATE_MESSAGES.range,
  order: 'to must be on or after from',
  span: `The export can cover at most ${MAX_AUDIT_EXPORT_DAYS} days`,
  action: 'Must be an action such as user_role.assigned',
  format: 'Must be csv or xlsx',
  after: "Must be the cursor of an audit record, as a page's item gave it",
} as const;

/**
 * Where a keyset page of the audit log continues: after this record, newest first. `at` is the record's
 * time to the microsecond (ISO 8601 in UTC): a JavaScript Date keeps milliseconds only, and two records of
 * one millisecond would be skipped or repeated.
 */
export interface AuditCursor {
  at: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A record's cursor as the API gives it (`AuditEntry.cursor`): its time to the microsecond, `_`, its id. */
export function auditCursorText(cursor: AuditCursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/** `after` as sent: a cursor from `auditCursorText`; 400 naming the field otherwise. */
function auditCursorInput() {
  return z
    .string({ message: AUDIT_QUERY_MESSAGES.after })
    .max(80, { message: AUDIT_QUERY_MESSAGES.after })
    .transform((value, ctx): AuditCursor => {
      const match = CURSOR.exec(value);
      if (!match || !isRealCalendarDate(match[1]!)) {
        ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_MESSAGES.after });
        return z.NEVER;
      }
      return { at: value.slice(0, 27).toUpperCase(), id: match[3]!.toLowerCase() };
    });
}

/**
 * A bound of the audit filter: a calendar day (`date`, a whole day in the requester's time zone: the
 * server reads it so) or an instant (`instant`, ISO 8601 in UTC).
 */
export type AuditTime = { date: string } | { instant: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date and time with seconds optional, a fraction optional and the offset required (`Z`, `+05:30`, `-0400`). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/** A bound as sent: `YYYY-MM-DD` or an ISO date-time with its offset; 400 naming the field otherwise. */
export function auditTimeInput() {
  return z
    .string({ message: AUDIT_QUERY_MESSAGES.time })
    .max(40, { message: AUDIT_QUERY_MESSAGES.time })
    .transform((value, ctx): AuditTime => {
      const dateTime = DATE_TIME.exec(value);
      const date = DATE_ONLY.test(value) ? value : dateTime?.[1];
      if (date === undefined || !isRealCalendarDate(date)) {
        ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_MESSAGES.time });
        return z.NEVER;
      }
      if (date < DATE_RANGE.min || date > DATE_RANGE.max) {
        ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_MESSAGES.range });
        return z.NEVER;
      }
      if (!dateTime) return { date };
      // The offset's normalised form (`+0530` -> `+05:30`) so every runtime parses it.
      const instant = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
      if (Number.isNaN(instant)) {
        ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_MESSAGES.time });
        return z.NEVER;
      }
      return { instant: new Date(instant).toISOString() };
    });
}

/**
 * Where a bound lies for the order and span checks, in milliseconds: a day at its UTC start (the
 * requester's zone moves it by hours at most, which the checks do not need).
 */
const msOf = (time: AuditTime) => Date.parse('date' in time ? `${time.date}T00:00:00Z` : time.instant);

/** The calendar day of a bound (an instant's UTC day), to compare a day with an instant. */
const dayOf = (time: AuditTime) => ('date' in time ? time.date : time.instant.slice(0, 10));

/** True when `to` is not before `from`: by instant when both are instants, by calendar day otherwise. */
function inOrder(from: AuditTime, to: AuditTime): boolean {
  if ('instant' in from && 'instant' in to) return msOf(to) >= msOf(from);
  return dayOf(to) >= dayOf(from);
}

const DAY_MS = 24 * 60 * 60 * 1000;

const filters = {
  /** The person (or provisioning token) who acted. */
  actorId: IdSchema.optional(),
  /** The record acted on (`entity_id`): a person, a timesheet, a role assignment... */
  subjectId: IdSchema.optional(),
  action: z
    .string({ message: AUDIT_QUERY_MESSAGES.action })
    .max(100, { message: AUDIT_QUERY_MESSAGES.action })
    .regex(/^[a-z][a-z_]*\.[a-z][a-z_.]*$/, { message: AUDIT_QUERY_MESSAGES.action })
    .optional(),
  /** From this day (its start) or instant, included. */
  from: auditTimeInput().optional(),
  /** Up to this day (its end) or instant, included. */
  to: auditTimeInput().optional(),
};

type Bounds = { from?: AuditTime | undefined; to?: AuditTime | undefined };

function checkOrder(query: Bounds, ctx: z.RefinementCtx): void {
  if (query.from && query.to && !inOrder(query.from, query.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_QUERY_MESSAGES.order });
}

/**
 * Query of `GET /v1/audit`: the filters (all optional, combined with AND) and the page (`limit` 1 to
 * 100, default 20; `offset`). `to` before `from` is a 400 on `to`. `after` (a record's `cursor`) starts
 * the page after that record: a keyset page, as cheap far down the log as at its top, where `offset`
 * reads and skips every record before the page; `offset` and `total` then count from the cursor.
 */
export const AuditQuerySchema = pageQuery().extend({ ...filters, after: auditCursorInput().optional() }).superRefine(checkOrder);
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export type AuditFilter = Omit<z.output<typeof AuditQuerySchema>, 'limit' | 'offset' | 'after'>;
/** A parsed `GET /v1/audit` query: the filters, the page and the cursor. */
export type AuditListQuery = z.output<typeof AuditQuerySchema>;

/**
 * Query of `GET /v1/audit/export`: the same filters and a `format` (csv by default, or xlsx). The file
 * covers at most `MAX_AUDIT_EXPORT_DAYS` days: `from` and `to` further apart are a 400 on `to`, and
 * without `from` the server starts that many days before `to` (or now).
 */
export const AuditExportQuerySchema = z
  .object({ ...filters, format: z.enum(EXPORT_FORMATS, { message: AUDIT_QUERY_MESSAGES.format }).default('csv') })
  .superRefine((query, ctx) => {
    checkOrder(query, ctx);
    if (query.from && query.to && msOf(query.to) - msOf(query.from) > MAX_AUDIT_EXPORT_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_QUERY_MESSAGES.span });
    }
  });
export type AuditExportQuery = z.input<typeof AuditExportQuerySchema>;

/** Who acted: a person (`user`, with their name), a provisioning token (`provisioning_token`, its name), or the server (`system`, no id). */
export const AuditActorSchema = z.object({
  kind: z.enum(AUDIT_ACTOR_KINDS),
  id: z.string().nullable(),
  /** Display name; null when unknown (a deleted person or token, a person without a name). */
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** What was acted on: the record's type (`user`, `timesheet`, `user_role`...), its id, and a person's display name where the record is a person. */
export const AuditSubjectSchema = z.object({
  type: z.string(),
  id: z.string(),
  name: z.string().nullable(),
});
export type AuditSubject = z.infer<typeof AuditSubjectSchema>;

/** One audit record: when (ISO 8601), who, which action, on what, the record before and after (secrets redacted), and its `cursor`. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  time: z.string(),
  actor: AuditActorSchema,
  action: z.string(),
  subject: AuditSubjectSchema,
  details: z.object({ before: z.unknown(), after: z.unknown() }),
  /** Where the next keyset page starts when this is the page's last record: `GET /v1/audit?after=` this. */
  cursor: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A page of audit records, newest first; its `total` is bounded (`TOTAL_BOUND`). */
export const AuditPageSchema = pageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** Column headers of the audit export, in order (one row per record, newest first). */
export const AUDIT_EXPORT_COLUMNS = ['Time', 'Actor', 'Actor id', 'Action', 'Subject type', 'Subject id', 'Subject', 'Before', 'After'] as const;

/** Keys whose values are secrets wherever they appear in a record (tokens, hashes, keys, passwords). */
const SECRET_KEY = /secret|password|passphrase|hash|private|p256dh|^auth$|^token$|accesstoken|refreshtoken|apikey|signingkey/i;

/**
 * A record's details without secrets: every value under a key that names one (`SECRET_KEY`, at any
 * depth) reads `REDACTED`. The audit log keeps what changed, and a secret is never what an auditor needs.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner)]));
}
