/**
 * Hire texts. The toasts, card titles and empty states are verbatim from SPEC.md sections 2 and 8;
 * the rest (titles, the Register Candidate form, closing a posting) are ours, where the spec is silent.
 */
export const HIRE_TEXTS = {
  // SPEC.md section 2 "Hire routes": dashboard cards.
  openPositions: 'Open Positions',
  activeCandidates: 'Active Candidates',
  interviews: 'Interviews',
  offers: 'Offers',
  // SPEC.md section 8 toasts.
  jobCreated: 'Job posting created successfully',
  jobCreateFailed: 'Failed to create job posting',
  jobPublished: 'Job published successfully',
  jobPublishFailed: 'Failed to publish job',
  // SPEC.md section 8 empty states.
  noJobs: 'No job postings found',
  noCandidates: 'No candidates found',
  noInterviews: 'No interviews scheduled',

  dashboardTitle: 'Hiring Dashboard',
  dashboardSubtitle: 'Open positions and the candidate pipeline at a glance.',
  recentCandidates: 'Active Candidates',
  viewAll: 'View all',
  jobsTitle: 'Job Postings',
  jobsSubtitle: 'Create postings as drafts, publish them when ready, close them when filled.',
  jobsSubtitleReader: 'Positions open across the company.',
  createJob: 'Create Job Posting',
  publish: 'Publish',
  close: 'Close',
  jobClosed: 'Job posting closed',
  jobCloseFailed: 'Failed to close job posting',
  closeDialogTitle: 'Close Job Posting',
  closeDialogMessage: (title: string) =>
    `Close "${title}"? It will no longer be listed as open, and a closed posting cannot be edited or reopened.`,
  closeDialogConfirm: 'Close Posting',
  candidatesTitle: 'Candidates',
  candidatesSubtitle: 'Everyone in the hiring pipeline.',
  registerCandidate: 'Register Candidate',
  candidateRegistered: 'Candidate registered successfully',
  candidateRegisterFailed: 'Failed to register candidate',
  candidatesRestricted: 'Candidate profiles are personal data',
  candidatesRestrictedHint: 'Only recruiters, hiring managers and admins can see them.',
  interviewsTitle: 'Interviews',
  interviewsSubtitle: 'Interview schedules of your candidates.',
  cancel: 'Cancel',
  allStatuses: 'All statuses',
  salaryNotStated: 'Not stated',
} as const;
