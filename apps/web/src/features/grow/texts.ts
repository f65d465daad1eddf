import type { ReviewStatus, ReviewType } from '@apps/contracts/grow/review';
import { countOf } from '@apps/contracts/plural';

/**
 * Grow texts. Toasts, empty states and card names are verbatim; the
 * rest (review workflow forms and module/milestone completion, which the spec does not show) are ours.
 */
export const GROW_TEXTS = {
  // SPEC.md section 8 toasts.
  okrCreated: 'OKR created successfully',
  keyResultUpdated: 'Key result updated',
  okrCreateFailed: 'Failed to create OKR',
  keyResultUpdateFailed: 'Failed to update key result',
  // SPEC.md section 8 empty states.
  noOkrs: 'No OKRs found. Create your first OKR!',
  noReviews: 'No performance reviews found',
  noLearningPaths: 'No learning paths found',
  noCareerGoals: 'No career goals found',
  // SPEC.md section 2 dashboard cards and lists.
  activeOkrs: 'Active OKRs',
  reviews: 'Reviews',
  learningPaths: 'Learning Paths',
  careerGoals: 'Career Goals',
  learningProgress: 'Learning Progress',

  dashboardTitle: 'Grow Dashboard',
  dashboardSubtitle: 'Performance and personal development',
  averageProgress: (percent: number) => `${percent}% average progress`,
  reviewsCaption: 'Performance reviews',
  learningPathsCaption: 'Assigned to you',
  careerGoalsCaption: 'Your career plan',
  noActiveOkrs: 'No active OKRs',
  okrsTitle: 'OKRs',
  okrsSubtitle: 'Objectives and key results for the quarter',
  myOkrs: 'My OKRs',
  teamOkrs: 'Team OKRs',
  newOkr: 'New OKR',
  createOkr: 'Create OKR',
  addKeyResult: 'Add Key Result',
  noTeamOkrs: 'No OKRs in your team yet',
  approve: 'Approve',
  approved: 'Approved',
  okrApproved: 'OKR approved',
  okrApproveFailed: 'Failed to approve OKR',
  currentBetween: (target: number) => `Enter a value from 0 to ${target}`,

  reviewsTitle: 'Performance Reviews',
  reviewsSubtitle: 'Review cycles, self-assessments and ratings',
  myReviews: 'My Reviews',
  teamReviews: 'Team Reviews',
  startReview: 'Start Review',
  reviewStarted: 'Review started',
  reviewStartFailed: 'Failed to start review',
  selfAssess: 'Complete Self-Assessment',
  selfAssessed: 'Self-assessment submitted',
  selfAssessFailed: 'Failed to submit self-assessment',
  assess: 'Assess',
  assessed: 'Assessment submitted',
  assessFailed: 'Failed to submit assessment',
  finalize: 'Finalize',
  finalized: 'Review finalized',
  finalizeFailed: 'Failed to finalize review',
  finalizeConfirmTitle: 'Finalize Review',
  finalizeConfirmMessage: (name: string) => `Finalize the review of ${name}? It can no longer change, and ${name} will see your assessment.`,
  ratingOutOf5: (rating: number) => `${rating}/5`,
  noPeople: 'No people with access to Grow yet',

  learningTitle: 'Learning Paths',
  learningSubtitle: 'Your courses and their progress',
  markComplete: 'Mark complete',
  moduleCompleted: 'Module completed',
  moduleCompleteFailed: 'Failed to complete module',

  careerTitle: 'Career Goals',
  careerSubtitle: 'Where you are heading and the milestones on the way',
  milestoneCompleted: 'Milestone completed',
  milestoneCompleteFailed: 'Failed to complete milestone',
  months: (n: number) => countOf(n, { one: 'month', other: 'months' }),

  // Form labels and hints (ours).
  cancel: 'Cancel',
  remove: 'Remove',
  newOkrDescription: 'Set an objective for the quarter and how you will measure it.',
  objective: 'Objective',
  objectivePlaceholder: 'e.g. Launch the shared design system',
  quarter: 'Quarter',
  year: 'Year',
  keyResults: 'Key Results',
  keyResultN: (n: number) => `Key result ${n}`,
  keyResultPlaceholder: 'What will you measure?',
  removeKeyResultN: (n: number) => `Remove key result ${n}`,
  target: 'Target',
  unit: 'Unit',
  startReviewDescription: 'You will be the reviewer: the employee self-assesses, then you assess and finalize.',
  employee: 'Employee',
  loadingPeople: 'Loading people…',
  selectEmployee: 'Select an employee',
  reviewType: 'Review type',
  periodStart: 'Period start',
  periodEnd: 'Period end',
  yourRating: 'Your rating',
  achievements: 'Achievements',
  challenges: 'Challenges (optional)',
  goals: 'Goals for next period (optional)',
  submitSelfAssessment: 'Submit Self-Assessment',
  strengths: 'Strengths',
  areasOfImprovement: 'Areas of improvement',
  overallRating: 'Overall rating',
  submitAssessment: 'Submit Assessment',
  chooseRating: 'Choose a rating',
  // Lists and cards (ours).
  unknown: 'Unknown',
  you: 'You',
  viewAll: 'View all',
  progress: 'Progress',
  progressOf: (what: string) => `Progress of ${what}`,
  keyResultsOf: (objective: string) => `Key results of ${objective}`,
  currentValueOf: (description: string) => `Current value of ${description}`,
  completed: 'Completed',
  notCompleted: 'Not completed',
  inProgress: 'In progress',
  notStarted: 'Not started',
  reviewer: (who: string) => `Reviewer: ${who}`,
  assessmentDetails: 'Assessment details',
  challengesTerm: 'Challenges',
  goalsTerm: 'Goals',
  selfRating: 'Self-rating',
  okrLists: 'OKR lists',
  reviewLists: 'Review lists',
  onlyMine: 'Only reviews I conduct',
  to: 'to',
  timeline: (months: string) => `Timeline: ${months}`,
  milestonesDone: (done: number, total: number) => `${done} of ${total} milestones`,
  milestonesOf: (role: string) => `Milestones of ${role}`,
  modulesDone: (done: number, total: number) => `${done} of ${total} modules`,
  modulesOf: (title: string) => `Modules of ${title}`,

  showingOf: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  loadFailed: 'Failed to load. Please try again.',
} as const;

/** The choices of a 1 to 5 rating (review forms). */
export const RATING_LABELS = ['1 - Needs improvement', '2 - Below expectations', '3 - Meets expectations', '4 - Exceeds expectations', '5 - Outstanding'] as const;

/** How review types read. */
export const REVIEW_TYPE_LABELS: Record<ReviewType, string> = {
  Quarterly: 'Quarterly',
  MidYear: 'Mid-year',
  Annual: 'Annual',
  Probation: 'Probation',
};

/** How review states read; the stored names stay in the API. */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  Pending: 'Pending self-assessment',
  SelfAssessmentCompleted: 'Awaiting manager assessment',
  ManagerCompleted: 'Awaiting finalization',
  Finalized: 'Finalized',
};
