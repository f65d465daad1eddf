/**
 * Hire rules. Every role on hire or 'all' reads Open job postings;
 * hiring roles (Recruiter, Manager or Admin on hire or all) manage every posting and see candidates,
 * which are personal data. Plain code, no zod.
 */
import { can, type Subject } from '../core/policy';

/** The 403 messages of Hire. */
export const HIRE_DENIALS = {
  jobs: 'Only recruiters, managers and admins on Hire can manage job postings',
  candidates: 'Candidate data is available only to recruiters, managers and admins on Hire',
} as const;

/** Creates, edits, publishes and closes job postings and sees every status (a hiring role). */
export function managesJobPostings(subject: Subject): boolean {
  return can(subject, 'manage', 'jobs');
}

/** Registers, reads and updates candidates (a hiring role). */
export function managesCandidates(subject: Subject): boolean {
  return can(subject, 'manage', 'candidates');
}

/**
 * Erases a candidate's personal data (`POST /v1/hire/candidates/{id}/erase`, GDPR article 17): the
 * hiring roles that register and change candidates, since they hold that data and answer the request.
 */
export function erasesCandidates(subject: Subject): boolean {
  return managesCandidates(subject);
}

/** Reads this job posting: an Open one with any role on hire, any one for a hiring role. */
export function mayReadJobPosting(subject: Subject, posting: { status: string }): boolean {
  return managesJobPostings(subject) || (posting.status === 'Open' && can(subject, 'read', 'jobs'));
}
