// The plain values of candidate.ts (no zod): the statuses and their moves a screen needs before any schema.
// candidate.ts builds its schemas from these and re-exports them.

/**
 * Candidate statuses, in pipeline order. Hired and Rejected are final.
 * Rejected candidates are excluded from "active" counts.
 */
export const CANDIDATE_STATUSES = ['New', 'Screening', 'Interviewing', 'Offered', 'Hired', 'Rejected'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/**
 * The allowed status changes: one step forward along the pipeline, or Rejected from any status that is
 * not final (an offer declined is recorded as Rejected). Hired and Rejected have no way out.
 */
export const CANDIDATE_TRANSITIONS: Readonly<Record<CandidateStatus, readonly CandidateStatus[]>> = {
  New: ['Screening', 'Rejected'],
  Screening: ['Interviewing', 'Rejected'],
  Interviewing: ['Offered', 'Rejected'],
  Offered: ['Hired', 'Rejected'],
  Hired: [],
  Rejected: [],
};

/** True when a candidate may move from `from` to `to` (see `CANDIDATE_TRANSITIONS`). */
export function canMoveCandidate(from: CandidateStatus, to: CandidateStatus): boolean {
  return CANDIDATE_TRANSITIONS[from].includes(to);
}

/** Every status but Rejected: the "active" candidates of the Hire dashboard. */
export const ACTIVE_CANDIDATE_STATUSES = CANDIDATE_STATUSES.filter((s) => s !== 'Rejected');
