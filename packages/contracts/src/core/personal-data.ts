import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common';

/**
 * The personal data the platform holds about one person (GDPR article 15) and the answer of an
 * erasure (article 17). Each record is the stored row as it is, its columns in camelCase and its
 * times as ISO 8601 strings: the export is the complete record, not a screen's view of it, so it carries
 * columns that no other DTO shows (docs/decisions/0114-personal-data-and-erasure.md).
 */
export const PersonalDataRecordSchema = z.record(z.string(), z.unknown());
export type PersonalDataRecord = z.infer<typeof PersonalDataRecordSchema>;

/** Another person named in the export (a manager, a report): id and name only. */
export const PersonalDataPersonSchema = z.object({ id: IdSchema, name: z.string().nullable() });

const records = z.array(PersonalDataRecordSchema);

/** Body of `GET /v1/users/{id}/personal-data`: every kind of record about the person, complete (no paging). */
export const PersonalDataSchema = z.object({
  userId: IdSchema,
  /** The `users` row: name, e-mail, directory object id, photo, profile fields, active, created. */
  profile: PersonalDataRecordSchema,
  reportingLine: z.object({
    manager: PersonalDataPersonSchema.nullable(),
    directReports: z.array(PersonalDataPersonSchema),
  }),
  /** Role assignments (role name, module, source). */
  roles: records,
  /** `null` when the person never saved settings (the defaults apply). */
  settings: PersonalDataRecordSchema.nullable(),
  accessRequests: records,
  /** Delegations the person gave (as manager) and received (as delegate). */
  delegations: z.object({ given: records, received: records }),
  /** Each timesheet with its `entries` (the project's name and code on each entry). */
  timesheets: records,
  leaveRequests: records,
  leaveBalances: records,
  /** Each OKR with its `keyResults`. */
  okrs: records,
  /** Reviews of the person (as employee). */
  performanceReviews: records,
  /** Each learning path with its `modules`. */
  learningPaths: records,
  /** Each career goal with its `milestones`. */
  careerGoals: records,
  /** Notifications sent to the person, newest first. */
  notifications: records,
  /** Browsers subscribed to push messages: endpoint and date (the encryption keys stay out). */
  pushSubscriptions: records,
  /**
   * What the app keeps of the person in Microsoft 365 (only where Microsoft 365 is connected): the Outlook
   * events of their approved leave and the automatic reply the app wrote, the Graph and Bot Connector calls
   * made for them (each with what was sent), their chat with the Teams approvals bot, and the approval
   * cards sent to them there.
   */
  microsoft365: z.object({ outlookLeaveEvents: records, calls: records, teamsChat: PersonalDataRecordSchema.nullable(), teamsApprovalCards: records }),
  /** The directory's provisioning record of the person (SCIM), and the provisioning log lines about it. */
  provisioning: z.object({ account: PersonalDataRecordSchema.nullable(), events: records }),
  /**
   * Audit entries about the person's account and records, and those of changes they made, oldest first;
   * without the entries of earlier exports, so the same data reads the same (the envelope's `timestamp`
   * says when it was read).
   */
  auditEntries: records,
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** Body of `POST /v1/users/{id}/erase` and `POST /v1/hire/candidates/{id}/erase`: the anonymous record that remains. */
export const ErasureSchema = z.object({
  id: IdSchema,
  /** The anonymous name now shown for the person, e.g. `Erased person 1a2b3c4d`. */
  name: z.string(),
  /** The placeholder address now stored, `erased-<id>@invalid` (RFC 2606's reserved `.invalid`). */
  email: z.string(),
  erasedAt: TimestampSchema,
});
export type Erasure = z.infer<typeof ErasureSchema>;

/** The anonymous name of an erased person (or candidate): the label and the first 8 characters of the id. */
export function erasedName(id: string, label: 'person' | 'candidate' = 'person'): string {
  return `Erased ${label} ${id.slice(0, 8).toLowerCase()}`;
}

/** The placeholder e-mail address of an erased person or candidate (unique, never deliverable). */
export function erasedEmail(id: string): string {
  return `erased-${id.toLowerCase()}@invalid`;
}

/** True for an address `erasedEmail` made: the person's data is already erased. */
export function isErasedEmail(email: string): boolean {
  return /^erased-[0-9a-f-]{36}@invalid$/i.test(email);
}
