/** Idea statuses, in filter order. */
export const IDEA_STATUSES = ['Draft', 'Submitted', 'Under Review', 'Approved', 'Rejected'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** An idea (sample only). `submittedDate` is a calendar date (YYYY-MM-DD). */
export interface Idea {
  id: string;
  title: string;
  description: string;
  category: string;
  status: IdeaStatus;
  submittedBy: string;
  submittedDate: string;
  voteCount: number;
  commentCount: number;
}

/** The built-in sample ideas (hard-coded); every status is present. */
export const SAMPLE_IDEAS: readonly Idea[] = [
  {
    id: 'idea-1',
    title: 'AI-assisted code review bot',
    description: 'A bot that comments on pull requests with likely bugs, missing tests and style issues before a human reviews them.',
    category: 'AI/ML',
    status: 'Under Review',
    submittedBy: 'Arjun Reddy',
    submittedDate: '2025-05-12',
    voteCount: 42,
    commentCount: 15,
  },
  {
    id: 'idea-2',
    title: 'Self-service cloud sandbox',
    description: 'Temporary cloud environments that engineers can spin up for experiments and that shut down automatically after 48 hours.',
    category: 'Cloud',
    status: 'Approved',
    submittedBy: 'Vikram Singh',
    submittedDate: '2025-04-28',
    voteCount: 37,
    commentCount: 9,
  },
  {
    id: 'idea-3',
    title: 'Automated timesheet suggestions',
    description: 'Pre-fill weekly timesheets from calendar meetings and commits so people only confirm their hours.',
    category: 'Automation',
    status: 'Submitted',
    submittedBy: 'Meera Joshi',
    submittedDate: '2025-06-02',
    voteCount: 28,
    commentCount: 6,
  },
  {
    id: 'idea-4',
    title: 'Blockchain-based invoice tracking',
    description: 'Record client invoices on a shared ledger so payment status is visible to finance and delivery at once.',
    category: 'Blockchain',
    status: 'Rejected',
    submittedBy: 'Rohan Iyer',
    submittedDate: '2025-03-18',
    voteCount: 8,
    commentCount: 11,
  },
  {
    id: 'idea-5',
    title: 'Accessibility checker in CI',
    description: 'Run automated accessibility audits on every build and fail it when a page loses keyboard access or contrast.',
    category: 'Quality',
    status: 'Approved',
    submittedBy: 'Ishita Verma',
    submittedDate: '2025-02-25',
    voteCount: 31,
    commentCount: 4,
  },
  {
    id: 'idea-6',
    title: 'Knowledge graph of project skills',
    description: 'Map who worked with which technologies on which projects to staff new engagements faster.',
    category: 'Data',
    status: 'Draft',
    submittedBy: 'Divya Menon',
    submittedDate: '2025-06-10',
    voteCount: 3,
    commentCount: 1,
  },
  {
    id: 'idea-7',
    title: 'Voice assistant for leave requests',
    description: 'Ask a chat or voice assistant for leave balances and request leave in one sentence.',
    category: 'AI/ML',
    status: 'Submitted',
    submittedBy: 'Kavya Nair',
    submittedDate: '2025-05-30',
    voteCount: 19,
    commentCount: 7,
  },
  {
    id: 'idea-8',
    title: 'Green computing dashboard',
    description: 'Estimate the carbon footprint of our cloud workloads and suggest cheaper, greener regions and instance sizes.',
    category: 'Sustainability',
    status: 'Under Review',
    submittedBy: 'Neha Kapoor',
    submittedDate: '2025-04-09',
    voteCount: 24,
    commentCount: 12,
  },
  {
    id: 'idea-9',
    title: 'Internal hackathon platform',
    description: 'A place to propose hackathon themes, form teams and vote on the results.',
    category: 'Culture',
    status: 'Draft',
    submittedBy: 'Sanjay Rao',
    submittedDate: '2025-06-14',
    voteCount: 5,
    commentCount: 0,
  },
];
