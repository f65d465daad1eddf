import { CANDIDATE_CONFLICT_MESSAGES } from '@apps/contracts/hire/candidate';
import { HIRE_DENIALS } from '@apps/contracts/hire/hire.policy';
import { JOB_CONFLICT_MESSAGES } from '@apps/contracts/hire/job-posting';
import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/**
 * Hire's refusals (job postings, candidates), in English: services and routes throw them with
 * `hireRefusal`, the error handler answers each requester in their language. Statuses stay as stored.
 */
export const hireRefusals = {
  jobs: { id: 'hire.refusal.jobs', defaultMessage: HIRE_DENIALS.jobs },
  candidates: { id: 'hire.refusal.candidates', defaultMessage: HIRE_DENIALS.candidates },
  publish: { id: 'hire.refusal.publish', defaultMessage: JOB_CONFLICT_MESSAGES.publish },
  close: { id: 'hire.refusal.close', defaultMessage: JOB_CONFLICT_MESSAGES.close },
  update: { id: 'hire.refusal.update', defaultMessage: JOB_CONFLICT_MESSAGES.update },
  duplicateEmail: { id: 'hire.refusal.duplicateEmail', defaultMessage: CANDIDATE_CONFLICT_MESSAGES.duplicateEmail },
  transition: { id: 'hire.refusal.transition', defaultMessage: 'A candidate cannot move from {from} to {to}' },
  changedMeanwhile: { id: 'hire.refusal.changedMeanwhile', defaultMessage: CANDIDATE_CONFLICT_MESSAGES.changedMeanwhile },
  noSuchJob: { id: 'hire.refusal.noSuchJob', defaultMessage: 'No job posting with this id' },
  jobClosed: { id: 'hire.refusal.jobClosed', defaultMessage: 'This job posting is closed' },
  alreadyErased: { id: 'hire.refusal.alreadyErased', defaultMessage: "This candidate's personal data has already been erased" },
} as const satisfies Record<string, MessageDescriptor>;

/** A refusal of Hire to throw: English as its message, the requester's language in the answer. */
export const hireRefusal = refusalTexts(translations({ hi, es, fr }));
