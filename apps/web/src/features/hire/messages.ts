import { defineMessages } from 'react-intl';
import { withValues } from '../../lib/i18n/intl';

/**
 * Hire's texts in English, the source of locales/<language>.json. The toasts, card titles and empty
 * states are the spec's, verbatim; the rest (titles, the Register Candidate form, closing a posting)
 * are ours, where the spec is silent.
 */
export const hireMessages = withValues({
  openPositions: { id: 'hire.dashboard.openPositions', defaultMessage: 'Open Positions' },
  activeCandidates: { id: 'hire.dashboard.activeCandidates', defaultMessage: 'Active Candidates' },
  interviews: { id: 'hire.dashboard.interviews', defaultMessage: 'Interviews' },
  offers: { id: 'hire.dashboard.offers', defaultMessage: 'Offers' },
  figures: { id: 'hire.dashboard.figures', defaultMessage: 'Hiring figures' },
  openPositionsCaption: { id: 'hire.dashboard.openPositionsCaption', defaultMessage: 'Published and accepting candidates' },
  activeCandidatesCaption: { id: 'hire.dashboard.activeCandidatesCaption', defaultMessage: 'In the pipeline, rejected excluded' },
  interviewsCaption: { id: 'hire.dashboard.interviewsCaption', defaultMessage: 'Scheduled' },
  offersCaption: { id: 'hire.dashboard.offersCaption', defaultMessage: 'Extended' },
  dashboardTitle: { id: 'hire.dashboard.title', defaultMessage: 'Hiring Dashboard' },
  dashboardSubtitle: { id: 'hire.dashboard.subtitle', defaultMessage: 'Open positions and the candidate pipeline at a glance.' },
  dashboardSubtitleReader: { id: 'hire.dashboard.subtitleReader', defaultMessage: 'Positions open across the company at a glance.' },
  recentCandidates: { id: 'hire.dashboard.recentCandidates', defaultMessage: 'Active Candidates' },
  viewAll: { id: 'hire.dashboard.viewAll', defaultMessage: 'View all' },
  openJobPostings: { id: 'hire.dashboard.openJobPostings', defaultMessage: 'Open job postings' },
  activeCandidatesList: { id: 'hire.dashboard.activeCandidatesList', defaultMessage: 'Active candidates' },

  jobCreated: { id: 'hire.job.created', defaultMessage: 'Job posting created successfully' },
  jobCreateFailed: { id: 'hire.job.createFailed', defaultMessage: 'Failed to create job posting' },
  jobPublished: { id: 'hire.job.published', defaultMessage: 'Job published successfully' },
  jobPublishFailed: { id: 'hire.job.publishFailed', defaultMessage: 'Failed to publish job' },
  noJobs: { id: 'hire.job.empty', defaultMessage: 'No job postings found' },
  noCandidates: { id: 'hire.candidate.empty', defaultMessage: 'No candidates found' },
  noInterviews: { id: 'hire.interviews.empty', defaultMessage: 'No interviews scheduled' },

  jobsTitle: { id: 'hire.jobs.title', defaultMessage: 'Job Postings' },
  jobsSubtitle: { id: 'hire.jobs.subtitle', defaultMessage: 'Create postings as drafts, publish them when ready, close them when filled.' },
  jobsSubtitleReader: { id: 'hire.jobs.subtitleReader', defaultMessage: 'Positions open across the company.' },
  createJob: { id: 'hire.job.create', defaultMessage: 'Create Job Posting' },
  publish: { id: 'hire.job.publish', defaultMessage: 'Publish' },
  publishJob: { id: 'hire.job.publishNamed', defaultMessage: 'Publish {title}' },
  close: { id: 'hire.job.close', defaultMessage: 'Close' },
  closeJob: { id: 'hire.job.closeNamed', defaultMessage: 'Close {title}' },
  jobClosed: { id: 'hire.job.closed', defaultMessage: 'Job posting closed' },
  jobCloseFailedWith: { id: 'hire.job.closeFailedWith', defaultMessage: 'Failed to close job posting: {reason}' },
  closeDialogTitle: { id: 'hire.job.closeDialog.title', defaultMessage: 'Close Job Posting' },
  closeDialogMessage: {
    id: 'hire.job.closeDialog.message',
    defaultMessage: 'Close "{title}"? It will no longer be listed as open, and a closed posting cannot be edited or reopened.',
  },
  closeDialogConfirm: { id: 'hire.job.closeDialog.confirm', defaultMessage: 'Close Posting' },
  jobClosedOn: { id: 'hire.job.closedOn', defaultMessage: 'Closed {date}' },
  jobPublishedOn: { id: 'hire.job.publishedOn', defaultMessage: 'Published {date}' },
  jobCreatedOn: { id: 'hire.job.createdOn', defaultMessage: 'Created {date}' },

  candidatesTitle: { id: 'hire.candidates.title', defaultMessage: 'Candidates' },
  candidatesSubtitle: { id: 'hire.candidates.subtitle', defaultMessage: 'Everyone in the hiring pipeline.' },
  registerCandidate: { id: 'hire.candidate.register', defaultMessage: 'Register Candidate' },
  candidateRegistered: { id: 'hire.candidate.registered', defaultMessage: 'Candidate registered successfully' },
  candidateRegisterFailed: { id: 'hire.candidate.registerFailed', defaultMessage: 'Failed to register candidate' },
  candidatesRestricted: { id: 'hire.candidates.restricted', defaultMessage: 'Candidate profiles are personal data' },
  candidatesRestrictedHint: { id: 'hire.candidates.restrictedHint', defaultMessage: 'Only recruiters, hiring managers and admins can see them.' },
  interviewsTitle: { id: 'hire.interviews.title', defaultMessage: 'Interviews' },
  interviewsSubtitle: { id: 'hire.interviews.subtitle', defaultMessage: 'Interview schedules of your candidates.' },
  interviewsSubtitleReader: { id: 'hire.interviews.subtitleReader', defaultMessage: 'Interview schedules.' },
  cancel: { id: 'hire.cancel', defaultMessage: 'Cancel' },
  allStatuses: { id: 'hire.filter.allStatuses', defaultMessage: 'All statuses' },
  filterByStatus: { id: 'hire.filter.byStatus', defaultMessage: 'Filter by status' },
  loadingJobs: { id: 'hire.jobs.loading', defaultMessage: 'Loading job postings...' },
  loadingCandidates: { id: 'hire.candidates.loading', defaultMessage: 'Loading candidates...' },
  jobPages: { id: 'hire.jobs.pages', defaultMessage: 'Job posting pages' },
  candidatePages: { id: 'hire.candidates.pages', defaultMessage: 'Candidate pages' },

  // The candidate card.
  salaryNotStated: { id: 'hire.candidate.salaryNotStated', defaultMessage: 'Not stated' },
  salaryPerYearShort: { id: 'hire.candidate.salaryPerYearShort', defaultMessage: '{amount} / year' },
  headline: { id: 'hire.candidate.headline', defaultMessage: '{role} at {company}' },
  years: { id: 'hire.candidate.years', defaultMessage: '{years, plural, one {{years} year} other {{years} years}}' },
  cardEmail: { id: 'hire.candidate.card.email', defaultMessage: 'Email' },
  cardPhone: { id: 'hire.candidate.card.phone', defaultMessage: 'Phone' },
  cardExperience: { id: 'hire.candidate.card.experience', defaultMessage: 'Experience' },
  cardSalary: { id: 'hire.candidate.card.expectedSalary', defaultMessage: 'Expected salary' },
  cardSource: { id: 'hire.candidate.card.source', defaultMessage: 'Source' },
  cardAppliedFor: { id: 'hire.candidate.card.appliedFor', defaultMessage: 'Applied for' },
  jobOption: { id: 'hire.candidate.form.jobOption', defaultMessage: '{title} ({status})' },
});

/** The Create Job Posting form. */
export const jobFormMessages = defineMessages({
  description: { id: 'hire.job.form.description', defaultMessage: 'New postings start as drafts; publish them to open the position.' },
  title: { id: 'hire.job.form.title', defaultMessage: 'Job Title' },
  titlePlaceholder: { id: 'hire.job.form.titlePlaceholder', defaultMessage: 'e.g. Senior Frontend Engineer' },
  department: { id: 'hire.job.form.department', defaultMessage: 'Department' },
  departmentPlaceholder: { id: 'hire.job.form.departmentPlaceholder', defaultMessage: 'e.g. Engineering' },
  location: { id: 'hire.job.form.location', defaultMessage: 'Location' },
  locationPlaceholder: { id: 'hire.job.form.locationPlaceholder', defaultMessage: 'e.g. Bengaluru' },
  employmentType: { id: 'hire.job.form.employmentType', defaultMessage: 'Employment Type' },
  experienceLevel: { id: 'hire.job.form.experienceLevel', defaultMessage: 'Experience Level' },
  skills: { id: 'hire.job.form.skills', defaultMessage: 'Required Skills' },
  skillsHint: { id: 'hire.job.form.skillsHint', defaultMessage: 'Separate skills with commas, e.g. React, TypeScript, SQL' },
  tooManySkills: { id: 'hire.job.form.tooManySkills', defaultMessage: 'Too many skills' },
  jobDescription: { id: 'hire.job.form.jobDescription', defaultMessage: 'Description' },
  descriptionPlaceholder: { id: 'hire.job.form.descriptionPlaceholder', defaultMessage: 'What the role does and who would thrive in it' },
});

/** The Register Candidate form. */
export const candidateFormMessages = withValues({
  description: { id: 'hire.candidate.form.description', defaultMessage: 'Add someone to the hiring pipeline.' },
  fullName: { id: 'hire.candidate.form.fullName', defaultMessage: 'Full Name' },
  email: { id: 'hire.candidate.form.email', defaultMessage: 'Email' },
  phone: { id: 'hire.candidate.form.phone', defaultMessage: 'Phone' },
  source: { id: 'hire.candidate.form.source', defaultMessage: 'Source' },
  sourcePlaceholder: { id: 'hire.candidate.form.sourcePlaceholder', defaultMessage: 'e.g. LinkedIn' },
  currentRole: { id: 'hire.candidate.form.currentRole', defaultMessage: 'Current Role' },
  currentCompany: { id: 'hire.candidate.form.currentCompany', defaultMessage: 'Current Company' },
  totalExperience: { id: 'hire.candidate.form.totalExperience', defaultMessage: 'Total Experience (years)' },
  experienceHint: { id: 'hire.candidate.form.experienceHint', defaultMessage: '0 to 60, e.g. 4.5' },
  expectedSalary: { id: 'hire.candidate.form.expectedSalary', defaultMessage: 'Expected Salary (₹ per year)' },
  salaryHint: { id: 'hire.candidate.form.salaryHint', defaultMessage: 'Whole rupees per year, e.g. 12,50,000' },
  salaryPerYear: { id: 'hire.candidate.form.salaryPerYear', defaultMessage: '{rupees} per year' },
  jobPosting: { id: 'hire.candidate.form.jobPosting', defaultMessage: 'Job Posting' },
  noJob: { id: 'hire.candidate.form.noJob', defaultMessage: 'None' },
  status: { id: 'hire.candidate.form.status', defaultMessage: 'Status' },
});

/** The label shown for each job status value (the value itself goes to the API). */
export const jobStatusMessages = defineMessages({
  Draft: { id: 'hire.job.status.draft', defaultMessage: 'Draft' },
  Open: { id: 'hire.job.status.open', defaultMessage: 'Open' },
  Closed: { id: 'hire.job.status.closed', defaultMessage: 'Closed' },
});

/** The label shown for each candidate status value. */
export const candidateStatusMessages = defineMessages({
  New: { id: 'hire.candidate.status.new', defaultMessage: 'New' },
  Screening: { id: 'hire.candidate.status.screening', defaultMessage: 'Screening' },
  Interviewing: { id: 'hire.candidate.status.interviewing', defaultMessage: 'Interviewing' },
  Offered: { id: 'hire.candidate.status.offered', defaultMessage: 'Offered' },
  Hired: { id: 'hire.candidate.status.hired', defaultMessage: 'Hired' },
  Rejected: { id: 'hire.candidate.status.rejected', defaultMessage: 'Rejected' },
});

/** The label shown for each employment type value. */
export const employmentTypeMessages = defineMessages({
  FullTime: { id: 'hire.job.employmentType.fullTime', defaultMessage: 'Full-time' },
  PartTime: { id: 'hire.job.employmentType.partTime', defaultMessage: 'Part-time' },
  Contract: { id: 'hire.job.employmentType.contract', defaultMessage: 'Contract' },
  Intern: { id: 'hire.job.employmentType.intern', defaultMessage: 'Intern' },
});

/** The label shown for each experience level value. */
export const experienceLevelMessages = defineMessages({
  Fresher: { id: 'hire.job.experienceLevel.fresher', defaultMessage: 'Fresher' },
  Junior: { id: 'hire.job.experienceLevel.junior', defaultMessage: 'Junior' },
  Mid: { id: 'hire.job.experienceLevel.mid', defaultMessage: 'Mid-level' },
  Senior: { id: 'hire.job.experienceLevel.senior', defaultMessage: 'Senior' },
  Lead: { id: 'hire.job.experienceLevel.lead', defaultMessage: 'Lead' },
  Principal: { id: 'hire.job.experienceLevel.principal', defaultMessage: 'Principal' },
});
