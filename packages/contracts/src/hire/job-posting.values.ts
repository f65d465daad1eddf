// The plain values of job-posting.ts (no zod): the statuses a screen needs before any schema.
// job-posting.ts builds its schemas from these and re-exports them.

/**
 * Job posting statuses: created as Draft; publish moves Draft -> Open;
 * close moves Open -> Closed. Closed is final: a closed posting can no longer be changed.
 */
export const JOB_STATUSES = ['Draft', 'Open', 'Closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Statuses in which a posting's fields may still be edited (`PUT /v1/hire/jobs/{id}`). */
export const EDITABLE_JOB_STATUSES: readonly JobStatus[] = ['Draft', 'Open'];
