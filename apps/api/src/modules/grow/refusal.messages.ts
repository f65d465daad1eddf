import { GROW_DENIALS } from '@apps/contracts/grow/grow.policy';
import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/**
 * Grow's refusals (OKRs, reviews, career goals, learning paths), in English: services throw them with
 * `growRefusal`, the error handler answers each requester in their language.
 */
export const growRefusals = {
  othersRecords: { id: 'grow.refusal.othersRecords', defaultMessage: GROW_DENIALS.othersRecords },
  teamRecords: { id: 'grow.refusal.teamRecords', defaultMessage: GROW_DENIALS.teamRecords },
  ownTeam: { id: 'grow.refusal.ownTeam', defaultMessage: GROW_DENIALS.ownTeam },
  listPeople: { id: 'grow.refusal.listPeople', defaultMessage: GROW_DENIALS.listPeople },
  startReview: { id: 'grow.refusal.startReview', defaultMessage: GROW_DENIALS.startReview },
  approveOkr: { id: 'grow.refusal.approveOkr', defaultMessage: GROW_DENIALS.approveOkr },
  approveOwnOkr: { id: 'grow.refusal.approveOwnOkr', defaultMessage: GROW_DENIALS.approveOwnOkr },
  reviewSelf: { id: 'grow.refusal.reviewSelf', defaultMessage: GROW_DENIALS.reviewSelf },
  notInLine: { id: 'grow.refusal.notInLine', defaultMessage: GROW_DENIALS.notInLine },
  approveAsYourself: { id: 'grow.refusal.approveAsYourself', defaultMessage: 'approverId must be your own id: you approve as yourself' },
  noGrowPerson: { id: 'grow.refusal.noGrowPerson', defaultMessage: 'No active person with access to Grow has this id' },
  goalOwnerOnly: { id: 'grow.refusal.goalOwnerOnly', defaultMessage: 'Only the owner of a career goal can complete its milestones' },
  milestoneDone: { id: 'grow.refusal.milestoneDone', defaultMessage: 'This milestone is already completed' },
  pathOwnerOnly: { id: 'grow.refusal.pathOwnerOnly', defaultMessage: 'Only the owner of a learning path can complete its modules' },
  moduleDone: { id: 'grow.refusal.moduleDone', defaultMessage: 'This module is already completed' },
  okrOwnerEdits: { id: 'grow.refusal.okrOwnerEdits', defaultMessage: 'Only the owner can edit an OKR' },
  okrOwnerUpdates: { id: 'grow.refusal.okrOwnerUpdates', defaultMessage: 'Only the owner can update key results' },
  okrNotActive: { id: 'grow.refusal.okrNotActive', defaultMessage: 'This OKR is no longer Active: its key results and details cannot change' },
  okrApproved: { id: 'grow.refusal.okrApproved', defaultMessage: 'This OKR is already approved' },
  currentRange: { id: 'grow.refusal.currentRange', defaultMessage: 'Must be between 0 and {target}' },
  reviewExists: { id: 'grow.refusal.reviewExists', defaultMessage: 'A review of this type for this period already exists for this person' },
  selfAssessmentOwner: { id: 'grow.refusal.selfAssessmentOwner', defaultMessage: 'Only the reviewed employee can complete the self-assessment' },
  reviewerOnly: { id: 'grow.refusal.reviewerOnly', defaultMessage: 'Only the manager who started this review can do this' },
  reviewChanged: { id: 'grow.refusal.reviewChanged', defaultMessage: 'This review changed meanwhile; reload it' },
  selfAssessmentPending: { id: 'grow.refusal.selfAssessmentPending', defaultMessage: 'The employee has not completed the self-assessment yet' },
  selfAssessmentDone: { id: 'grow.refusal.selfAssessmentDone', defaultMessage: 'The self-assessment is already completed; the manager assessment is next' },
  bothDone: { id: 'grow.refusal.bothDone', defaultMessage: 'Both assessments are completed; the review can only be finalized' },
  finalized: { id: 'grow.refusal.finalized', defaultMessage: 'This review is finalized and can no longer change' },
} as const satisfies Record<string, MessageDescriptor>;

/** A refusal of Grow to throw: English as its message, the requester's language in the answer. */
export const growRefusal = refusalTexts(translations({ hi, es, fr }));
