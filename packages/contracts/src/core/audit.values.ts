// The plain values of audit.ts (no zod): what the audit screen needs before any schema.
// audit.ts builds its schemas from these and re-exports them.

/**
 * The actions the server writes to the audit log, sorted: the audit screen's action filter offers
 * these. The filter itself accepts any well-formed action (`entity.verb`), so a record written under
 * an action not listed here can still be found.
 */
export const AUDIT_ACTIONS = [
  'access_request.created',
  'candidate.registered',
  'candidate.status_changed',
  'candidate.updated',
  'career_goal.achieved',
  'career_goal.created',
  'career_milestone.completed',
  'delegation.created',
  'delegation.deleted',
  'holiday.created',
  'holiday.deleted',
  'holiday.imported',
  'holiday.updated',
  'job_posting.closed',
  'job_posting.created',
  'job_posting.published',
  'job_posting.updated',
  'key_result.updated',
  'learning_module.completed',
  'learning_path.created',
  'learning_path.status_changed',
  'leave_request.approved',
  'leave_request.cancelled',
  'leave_request.created',
  'leave_request.rejected',
  'mytime_project.created',
  'mytime_project.updated',
  'okr.approved',
  'okr.completed',
  'okr.created',
  'okr.updated',
  'review.finalized',
  'review.initiated',
  'review.manager_assessed',
  'review.self_assessed',
  'role_defaults.changed',
  'scim_token.created',
  'scim_token.revoked',
  'time_entries.saved',
  'time_entry.added',
  'time_entry.deleted',
  'time_entry.updated',
  'timesheet.approval_undone',
  'timesheet.approved',
  'timesheet.created',
  'timesheet.rejected',
  'timesheet.submitted',
  'user.activated',
  'user.created',
  'user.deactivated',
  'user.deleted',
  'user.deprovisioned',
  'user.import_changed',
  'user.imported',
  'user.manager_changed',
  'user.profile_changed',
  'user.provisioned',
  'user.provisioning_updated',
  'user.reactivated',
  'user.reports_moved_up',
  'user.updated',
  'user_role.assigned',
  'user_role.removed',
  'user_settings.changed',
] as const;

/** Who did it: a person, a provisioning token (SCIM), or the server itself (no actor). */
export const AUDIT_ACTOR_KINDS = ['user', 'provisioning_token', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The longest period one audit export covers, in days (as the MyTime exports: a year and a day). */
export const MAX_AUDIT_EXPORT_DAYS = 366;

/** What a detail value reads when its key names a secret (`redactSecrets`). */
export const REDACTED = '[redacted]';
