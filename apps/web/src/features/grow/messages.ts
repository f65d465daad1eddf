import { defineMessages, type TypedMessageDescriptor } from 'react-intl';
import type { CareerGoalStatus } from '@apps/contracts/grow/career-goal';
import type { LearningPathStatus } from '@apps/contracts/grow/learning-path';
import type { OkrStatus } from '@apps/contracts/grow/okr';
import type { ReviewStatus, ReviewType } from '@apps/contracts/grow/review';

/**
 * Grow's texts in English, the source of grow/locales/<language>.json; first those without
 * placeholders. Toasts, empty states and the dashboard's card names are the spec's, verbatim; the
 * review workflow forms and module/milestone completion (which the spec does not show) are ours.
 */
const texts = defineMessages({
  // SPEC.md section 8 toasts.
  okrCreated: { id: 'grow.okr.created', defaultMessage: 'OKR created successfully' },
  keyResultUpdated: { id: 'grow.keyResult.updated', defaultMessage: 'Key result updated' },
  okrCreateFailed: { id: 'grow.okr.createFailed', defaultMessage: 'Failed to create OKR' },
  keyResultUpdateFailed: { id: 'grow.keyResult.updateFailed', defaultMessage: 'Failed to update key result' },
  // SPEC.md section 8 empty states.
  noOkrs: { id: 'grow.okr.empty', defaultMessage: 'No OKRs found. Create your first OKR!' },
  noReviews: { id: 'grow.review.empty', defaultMessage: 'No performance reviews found' },
  noLearningPaths: { id: 'grow.learning.empty', defaultMessage: 'No learning paths found' },
  noCareerGoals: { id: 'grow.career.empty', defaultMessage: 'No career goals found' },
  // SPEC.md section 2 dashboard cards and lists.
  activeOkrs: { id: 'grow.dashboard.activeOkrs', defaultMessage: 'Active OKRs' },
  reviews: { id: 'grow.dashboard.reviews', defaultMessage: 'Reviews' },
  learningPaths: { id: 'grow.dashboard.learningPaths', defaultMessage: 'Learning Paths' },
  careerGoals: { id: 'grow.dashboard.careerGoals', defaultMessage: 'Career Goals' },
  learningProgress: { id: 'grow.dashboard.learningProgress', defaultMessage: 'Learning Progress' },

  dashboardTitle: { id: 'grow.dashboard.title', defaultMessage: 'Grow Dashboard' },
  dashboardSubtitle: { id: 'grow.dashboard.subtitle', defaultMessage: 'Performance and personal development' },
  reviewsCaption: { id: 'grow.dashboard.reviewsCaption', defaultMessage: 'Performance reviews' },
  learningPathsCaption: { id: 'grow.dashboard.learningPathsCaption', defaultMessage: 'Assigned to you' },
  careerGoalsCaption: { id: 'grow.dashboard.careerGoalsCaption', defaultMessage: 'Your career plan' },
  okrsTitle: { id: 'grow.okr.title', defaultMessage: 'OKRs' },
  okrsSubtitle: { id: 'grow.okr.subtitle', defaultMessage: 'Objectives and key results for the quarter' },
  myOkrs: { id: 'grow.okr.myOkrs', defaultMessage: 'My OKRs' },
  teamOkrs: { id: 'grow.okr.teamOkrs', defaultMessage: 'Team OKRs' },
  newOkr: { id: 'grow.okr.new', defaultMessage: 'New OKR' },
  createOkr: { id: 'grow.okr.create', defaultMessage: 'Create OKR' },
  addKeyResult: { id: 'grow.okr.addKeyResult', defaultMessage: 'Add Key Result' },
  noTeamOkrs: { id: 'grow.okr.teamEmpty', defaultMessage: 'No OKRs in your team yet' },
  approve: { id: 'grow.okr.approve', defaultMessage: 'Approve' },
  approved: { id: 'grow.okr.approved', defaultMessage: 'Approved' },
  okrApproved: { id: 'grow.okr.approvedToast', defaultMessage: 'OKR approved' },
  okrApproveFailed: { id: 'grow.okr.approveFailed', defaultMessage: 'Failed to approve OKR' },

  reviewsTitle: { id: 'grow.review.title', defaultMessage: 'Performance Reviews' },
  reviewsSubtitle: { id: 'grow.review.subtitle', defaultMessage: 'Review cycles, self-assessments and ratings' },
  myReviews: { id: 'grow.review.myReviews', defaultMessage: 'My Reviews' },
  teamReviews: { id: 'grow.review.teamReviews', defaultMessage: 'Team Reviews' },
  startReview: { id: 'grow.review.start', defaultMessage: 'Start Review' },
  reviewStarted: { id: 'grow.review.started', defaultMessage: 'Review started' },
  reviewStartFailed: { id: 'grow.review.startFailed', defaultMessage: 'Failed to start review' },
  selfAssess: { id: 'grow.review.selfAssess', defaultMessage: 'Complete Self-Assessment' },
  selfAssessed: { id: 'grow.review.selfAssessed', defaultMessage: 'Self-assessment submitted' },
  selfAssessFailed: { id: 'grow.review.selfAssessFailed', defaultMessage: 'Failed to submit self-assessment' },
  assess: { id: 'grow.review.assess', defaultMessage: 'Assess' },
  assessed: { id: 'grow.review.assessed', defaultMessage: 'Assessment submitted' },
  assessFailed: { id: 'grow.review.assessFailed', defaultMessage: 'Failed to submit assessment' },
  finalize: { id: 'grow.review.finalize', defaultMessage: 'Finalize' },
  finalized: { id: 'grow.review.finalized', defaultMessage: 'Review finalized' },
  finalizeFailed: { id: 'grow.review.finalizeFailed', defaultMessage: 'Failed to finalize review' },
  finalizeConfirmTitle: { id: 'grow.review.finalizeConfirmTitle', defaultMessage: 'Finalize Review' },
  thisEmployee: { id: 'grow.review.thisEmployee', defaultMessage: 'this employee' },
  noPeople: { id: 'grow.review.noPeople', defaultMessage: 'No people with access to Grow yet' },

  learningTitle: { id: 'grow.learning.title', defaultMessage: 'Learning Paths' },
  learningSubtitle: { id: 'grow.learning.subtitle', defaultMessage: 'Your courses and their progress' },
  markComplete: { id: 'grow.learning.markComplete', defaultMessage: 'Mark complete' },
  moduleCompleted: { id: 'grow.learning.moduleCompleted', defaultMessage: 'Module completed' },
  moduleCompleteFailed: { id: 'grow.learning.moduleCompleteFailed', defaultMessage: 'Failed to complete module' },

  careerTitle: { id: 'grow.career.title', defaultMessage: 'Career Goals' },
  careerSubtitle: { id: 'grow.career.subtitle', defaultMessage: 'Where you are heading and the milestones on the way' },
  milestoneCompleted: { id: 'grow.career.milestoneCompleted', defaultMessage: 'Milestone completed' },
  milestoneCompleteFailed: { id: 'grow.career.milestoneCompleteFailed', defaultMessage: 'Failed to complete milestone' },

  // Form labels and hints (ours).
  cancel: { id: 'grow.form.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'grow.form.remove', defaultMessage: 'Remove' },
  newOkrDescription: { id: 'grow.okr.newDescription', defaultMessage: 'Set an objective for the quarter and how you will measure it.' },
  objective: { id: 'grow.okr.objective', defaultMessage: 'Objective' },
  objectivePlaceholder: { id: 'grow.okr.objectivePlaceholder', defaultMessage: 'e.g. Launch the shared design system' },
  quarter: { id: 'grow.okr.quarter', defaultMessage: 'Quarter' },
  year: { id: 'grow.okr.year', defaultMessage: 'Year' },
  keyResults: { id: 'grow.okr.keyResults', defaultMessage: 'Key Results' },
  keyResultPlaceholder: { id: 'grow.okr.keyResultPlaceholder', defaultMessage: 'What will you measure?' },
  target: { id: 'grow.okr.target', defaultMessage: 'Target' },
  unit: { id: 'grow.okr.unit', defaultMessage: 'Unit' },
  startReviewDescription: {
    id: 'grow.review.startDescription',
    defaultMessage: 'You will be the reviewer: the employee self-assesses, then you assess and finalize.',
  },
  employee: { id: 'grow.review.employee', defaultMessage: 'Employee' },
  loadingPeople: { id: 'grow.review.loadingPeople', defaultMessage: 'Loading people…' },
  selectEmployee: { id: 'grow.review.selectEmployee', defaultMessage: 'Select an employee' },
  reviewType: { id: 'grow.review.type', defaultMessage: 'Review type' },
  periodStart: { id: 'grow.review.periodStart', defaultMessage: 'Period start' },
  periodEnd: { id: 'grow.review.periodEnd', defaultMessage: 'Period end' },
  yourRating: { id: 'grow.review.yourRating', defaultMessage: 'Your rating' },
  achievements: { id: 'grow.review.achievements', defaultMessage: 'Achievements' },
  challenges: { id: 'grow.review.challengesOptional', defaultMessage: 'Challenges (optional)' },
  goals: { id: 'grow.review.goalsOptional', defaultMessage: 'Goals for next period (optional)' },
  submitSelfAssessment: { id: 'grow.review.submitSelfAssessment', defaultMessage: 'Submit Self-Assessment' },
  strengths: { id: 'grow.review.strengths', defaultMessage: 'Strengths' },
  areasOfImprovement: { id: 'grow.review.areasOfImprovement', defaultMessage: 'Areas of improvement' },
  overallRating: { id: 'grow.review.overallRating', defaultMessage: 'Overall rating' },
  submitAssessment: { id: 'grow.review.submitAssessment', defaultMessage: 'Submit Assessment' },
  chooseRating: { id: 'grow.review.chooseRating', defaultMessage: 'Choose a rating' },
  // Lists and cards (ours).
  unknown: { id: 'grow.common.unknown', defaultMessage: 'Unknown' },
  you: { id: 'grow.common.you', defaultMessage: 'You' },
  viewAll: { id: 'grow.dashboard.viewAll', defaultMessage: 'View all' },
  progress: { id: 'grow.common.progress', defaultMessage: 'Progress' },
  completed: { id: 'grow.common.completed', defaultMessage: 'Completed' },
  notCompleted: { id: 'grow.common.notCompleted', defaultMessage: 'Not completed' },
  assessmentDetails: { id: 'grow.review.assessmentDetails', defaultMessage: 'Assessment details' },
  challengesTerm: { id: 'grow.review.challenges', defaultMessage: 'Challenges' },
  goalsTerm: { id: 'grow.review.goals', defaultMessage: 'Goals' },
  selfRating: { id: 'grow.review.selfRating', defaultMessage: 'Self-rating' },
  okrLists: { id: 'grow.okr.lists', defaultMessage: 'OKR lists' },
  reviewLists: { id: 'grow.review.lists', defaultMessage: 'Review lists' },
  onlyMine: { id: 'grow.review.onlyMine', defaultMessage: 'Only reviews I conduct' },
  to: { id: 'grow.career.to', defaultMessage: 'to' },
  loadFailed: { id: 'grow.common.loadFailed', defaultMessage: 'Failed to load. Please try again.' },
});

/** Grow's texts with placeholders: the values each takes, so `formatMessage` checks them. */
type GrowMessageValues = {
  averageProgress: { percent: number };
  approveObjective: { objective: string };
  quarterLabel: { quarter: number };
  quarterYear: { quarter: number; year: number };
  currentBetween: { target: number };
  finalizeConfirmMessage: { name: string };
  ratingOutOf5: { rating: number };
  markCompleteItem: { title: string };
  timeline: { months: number };
  keyResultN: { n: number };
  removeKeyResultN: { n: number };
  progressOf: { what: string };
  keyResultsOf: { objective: string };
  currentValueOf: { description: string };
  completedOn: { date: string };
  targetOn: { date: string };
  reviewer: { who: string };
  milestonesDone: { done: number; total: number };
  milestonesOf: { role: string };
  milestonesTowards: { role: string };
  modulesDone: { done: number; total: number };
  modulesOf: { title: string };
  showingOf: { shown: number; total: number };
};

/** The descriptor type of a message whose values are `Values`, named for the declaration file. */
type MessageWithValues<Values extends GrowMessageValues[keyof GrowMessageValues]> = TypedMessageDescriptor<Values> & { readonly id: string; readonly defaultMessage: string };

const textsWithValues: { readonly [Key in keyof GrowMessageValues]: MessageWithValues<GrowMessageValues[Key]> } = defineMessages<GrowMessageValues>({
  averageProgress: { id: 'grow.dashboard.averageProgress', defaultMessage: '{percent}% average progress' },
  approveObjective: { id: 'grow.okr.approveObjective', defaultMessage: 'Approve {objective}' },
  quarterLabel: { id: 'grow.okr.quarterLabel', defaultMessage: 'Q{quarter}' },
  quarterYear: { id: 'grow.okr.quarterYear', defaultMessage: 'Q{quarter} {year}' },
  currentBetween: { id: 'grow.keyResult.currentBetween', defaultMessage: 'Enter a value from 0 to {target}' },
  finalizeConfirmMessage: {
    id: 'grow.review.finalizeConfirmMessage',
    defaultMessage: 'Finalize the review of {name}? It can no longer change, and {name} will see your assessment.',
  },
  ratingOutOf5: { id: 'grow.review.ratingOutOf5', defaultMessage: '{rating}/5' },
  markCompleteItem: { id: 'grow.learning.markCompleteItem', defaultMessage: 'Mark complete: {title}' },
  timeline: { id: 'grow.career.timeline', defaultMessage: 'Timeline: {months, plural, one {# month} other {# months}}' },
  keyResultN: { id: 'grow.okr.keyResultN', defaultMessage: 'Key result {n}' },
  removeKeyResultN: { id: 'grow.okr.removeKeyResultN', defaultMessage: 'Remove key result {n}' },
  progressOf: { id: 'grow.common.progressOf', defaultMessage: 'Progress of {what}' },
  keyResultsOf: { id: 'grow.okr.keyResultsOf', defaultMessage: 'Key results of {objective}' },
  currentValueOf: { id: 'grow.keyResult.currentValueOf', defaultMessage: 'Current value of {description}' },
  completedOn: { id: 'grow.common.completedOn', defaultMessage: 'Completed {date}' },
  targetOn: { id: 'grow.common.targetOn', defaultMessage: 'Target {date}' },
  reviewer: { id: 'grow.review.reviewer', defaultMessage: 'Reviewer: {who}' },
  milestonesDone: { id: 'grow.career.milestonesDone', defaultMessage: '{done} of {total} milestones' },
  milestonesOf: { id: 'grow.career.milestonesOf', defaultMessage: 'Milestones of {role}' },
  milestonesTowards: { id: 'grow.career.milestonesTowards', defaultMessage: 'Milestones towards {role}' },
  modulesDone: { id: 'grow.learning.modulesDone', defaultMessage: '{done} of {total} modules' },
  modulesOf: { id: 'grow.learning.modulesOf', defaultMessage: 'Modules of {title}' },
  showingOf: { id: 'grow.common.showingOf', defaultMessage: 'Showing {shown} of {total}' },
});

/** Every Grow text by key: those without values and those with them, in one place for the screens. */
export const growMessages: typeof texts & typeof textsWithValues = { ...texts, ...textsWithValues };

const ratings = defineMessages({
  needsImprovement: { id: 'grow.rating.1', defaultMessage: '1 - Needs improvement' },
  belowExpectations: { id: 'grow.rating.2', defaultMessage: '2 - Below expectations' },
  meetsExpectations: { id: 'grow.rating.3', defaultMessage: '3 - Meets expectations' },
  exceedsExpectations: { id: 'grow.rating.4', defaultMessage: '4 - Exceeds expectations' },
  outstanding: { id: 'grow.rating.5', defaultMessage: '5 - Outstanding' },
});

/** The choices of a 1 to 5 rating (review forms), in order. */
export const ratingMessages = [ratings.needsImprovement, ratings.belowExpectations, ratings.meetsExpectations, ratings.exceedsExpectations, ratings.outstanding] as const;

/** How review types read, as a choice in the start form. */
export const reviewTypeMessages = defineMessages<ReviewType>({
  Quarterly: { id: 'grow.reviewType.quarterly', defaultMessage: 'Quarterly' },
  MidYear: { id: 'grow.reviewType.midYear', defaultMessage: 'Mid-year' },
  Annual: { id: 'grow.reviewType.annual', defaultMessage: 'Annual' },
  Probation: { id: 'grow.reviewType.probation', defaultMessage: 'Probation' },
});

/** A review card's title by type: a whole phrase, since other languages agree the type with "review". */
export const reviewTitleMessages = defineMessages<ReviewType>({
  Quarterly: { id: 'grow.reviewTitle.quarterly', defaultMessage: 'Quarterly review' },
  MidYear: { id: 'grow.reviewTitle.midYear', defaultMessage: 'Mid-year review' },
  Annual: { id: 'grow.reviewTitle.annual', defaultMessage: 'Annual review' },
  Probation: { id: 'grow.reviewTitle.probation', defaultMessage: 'Probation review' },
});

/** Any Grow status. */
export type GrowStatus = OkrStatus | ReviewStatus | LearningPathStatus | CareerGoalStatus;

/** How Grow states read on a badge; the stored names stay in the API. */
export const statusMessages = defineMessages<GrowStatus>({
  Active: { id: 'grow.status.active', defaultMessage: 'Active' },
  Completed: { id: 'grow.status.completed', defaultMessage: 'Completed' },
  Achieved: { id: 'grow.status.achieved', defaultMessage: 'Achieved' },
  Pending: { id: 'grow.status.pending', defaultMessage: 'Pending self-assessment' },
  SelfAssessmentCompleted: { id: 'grow.status.selfAssessmentCompleted', defaultMessage: 'Awaiting manager assessment' },
  ManagerCompleted: { id: 'grow.status.managerCompleted', defaultMessage: 'Awaiting finalization' },
  Finalized: { id: 'grow.status.finalized', defaultMessage: 'Finalized' },
  InProgress: { id: 'grow.status.inProgress', defaultMessage: 'In progress' },
  NotStarted: { id: 'grow.status.notStarted', defaultMessage: 'Not started' },
});
