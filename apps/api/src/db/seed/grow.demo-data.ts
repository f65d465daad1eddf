// Demo content of Grow (dev mode): per demo person, OKRs, learning paths and career goals; reviews
// between people. Numbers are chosen so every screen has something to show in every state.

/** A demo key result: `current` of `target` in `unit`. */
export interface DemoKeyResult {
  description: string;
  target: number;
  unit: string;
  current: number;
}

export interface DemoOkr {
  objective: string;
  /** 0 = this quarter, 1 = the quarter before. */
  quartersAgo: 0 | 1;
  keyResults: DemoKeyResult[];
  /** E-mail of the demo manager who approved it. */
  approvedBy?: string;
}

export interface DemoLearningPath {
  title: string;
  description: string;
  modules: string[];
  completed: number;
}

export interface DemoCareerGoal {
  currentRole: string;
  targetRole: string;
  timelineMonths: number;
  milestones: string[];
  completed: number;
}

export interface DemoGrowPerson {
  okrs: DemoOkr[];
  learningPaths: DemoLearningPath[];
  careerGoals: DemoCareerGoal[];
}

const keyResult = (description: string, current: number, target = 100, unit = '%'): DemoKeyResult => ({ description, target, unit, current });

export const DEMO_GROW: Record<string, DemoGrowPerson> = {
  'aarav.mehta@example.com': {
    okrs: [{ objective: 'Make sign-in and access requests effortless', quartersAgo: 0, keyResults: [keyResult('Access requests handled within one day', 70, 90), keyResult('Modules with single sign-on', 6, 8, 'modules')] }],
    learningPaths: [{ title: 'Cloud Security Essentials', description: 'Identity, secrets and least privilege in practice.', modules: ['Identity and access', 'Secrets management', 'Audit and monitoring'], completed: 1 }],
    careerGoals: [],
  },
  'neha.kapoor@example.com': {
    okrs: [
      { objective: 'Raise delivery predictability of the platform team', quartersAgo: 0, keyResults: [keyResult('Sprint commitments met', 60, 85), keyResult('Releases without rollback', 9, 12, 'releases')] },
      { objective: 'Grow two engineers into tech leads', quartersAgo: 1, keyResults: [keyResult('Engineers leading a feature end to end', 2, 2, 'people')], approvedBy: 'priya.sharma@example.com' },
    ],
    learningPaths: [{ title: 'Leading Engineering Teams', description: 'Coaching, feedback and planning for engineering managers.', modules: ['Giving feedback', 'Running one-on-ones', 'Planning with OKRs', 'Hiring well'], completed: 2 }],
    careerGoals: [{ currentRole: 'Engineering Manager', targetRole: 'Director of Engineering', timelineMonths: 24, milestones: ['Lead two teams', 'Own the engineering budget', 'Mentor a new manager'], completed: 1 }],
  },
  'rohan.iyer@example.com': {
    okrs: [{ objective: 'Deliver every client milestone on time', quartersAgo: 0, keyResults: [keyResult('Milestones delivered on time', 7, 10, 'milestones'), keyResult('Client satisfaction score', 4.2, 5, 'points')] }],
    learningPaths: [],
    careerGoals: [{ currentRole: 'Delivery Manager', targetRole: 'Head of Delivery', timelineMonths: 18, milestones: ['Run a portfolio of three projects', 'Certify in agile delivery'], completed: 0 }],
  },
  'kavya.nair@example.com': {
    okrs: [{ objective: 'Hire the engineers the roadmap needs', quartersAgo: 0, keyResults: [keyResult('Offers accepted', 5, 8, 'offers'), keyResult('Average days to hire under 30', 40)] }],
    learningPaths: [{ title: 'Structured Interviewing', description: 'Fair, consistent interviews.', modules: ['Scorecards', 'Behavioral questions', 'Debriefs'], completed: 3 }],
    careerGoals: [],
  },
  'arjun.reddy@example.com': {
    okrs: [
      { objective: 'Make the billing service fast and reliable', quartersAgo: 0, keyResults: [keyResult('p95 latency under 200 ms', 55), keyResult('Error budget kept', 80), keyResult('Flaky tests removed', 14, 20, 'tests')] },
      { objective: 'Document the payments architecture', quartersAgo: 1, keyResults: [keyResult('Architecture pages written', 6, 6, 'pages')], approvedBy: 'neha.kapoor@example.com' },
    ],
    learningPaths: [{ title: 'Distributed Systems in Practice', description: 'Consistency, queues and failure handling.', modules: ['Consensus basics', 'Idempotent messaging', 'Observability'], completed: 1 }],
    careerGoals: [{ currentRole: 'Senior Software Engineer', targetRole: 'Tech Lead', timelineMonths: 12, milestones: ['Lead a feature team', 'Run design reviews', 'Mentor two engineers'], completed: 2 }],
  },
  'ishita.verma@example.com': {
    okrs: [{ objective: 'Automate the regression suite', quartersAgo: 0, keyResults: [keyResult('Regression cases automated', 120, 200, 'cases'), keyResult('Suite runtime under 15 minutes', 30)] }],
    learningPaths: [{ title: 'Test Automation with Playwright', description: 'Reliable end-to-end tests.', modules: ['Locators and assertions', 'Fixtures', 'Tracing and debugging', 'CI integration'], completed: 0 }],
    careerGoals: [{ currentRole: 'QA Engineer', targetRole: 'Senior QA Engineer', timelineMonths: 12, milestones: ['Own the automation framework', 'Introduce contract tests'], completed: 0 }],
  },
  'vikram.singh@example.com': {
    okrs: [{ objective: 'Sharpen requirements for the talent module', quartersAgo: 0, keyResults: [keyResult('User stories with acceptance criteria', 45, 60, 'stories')] }],
    learningPaths: [{ title: 'Product Discovery', description: 'From problem to validated idea.', modules: ['Interviewing users', 'Opportunity trees', 'Prototyping'], completed: 2 }],
    careerGoals: [{ currentRole: 'Business Analyst', targetRole: 'Product Owner', timelineMonths: 18, milestones: ['Own a product backlog', 'Certify as product owner'], completed: 2 }],
  },
  'meera.joshi@example.com': {
    okrs: [
      { objective: 'Launch the shared design system', quartersAgo: 0, keyResults: [keyResult('Components published', 12, 40, 'components'), keyResult('Screens using the system', 30)] },
      { objective: 'Run usability tests every sprint', quartersAgo: 1, keyResults: [keyResult('Usability sessions held', 6, 6, 'sessions')], approvedBy: 'neha.kapoor@example.com' },
    ],
    learningPaths: [{ title: 'Accessibility Fundamentals', description: 'Design for everyone, to WCAG 2.2 AA.', modules: ['Perceivable content', 'Keyboard and focus', 'Color and contrast', 'Testing with screen readers'], completed: 2 }],
    careerGoals: [{ currentRole: 'UX Designer', targetRole: 'Senior UX Designer', timelineMonths: 18, milestones: ['Lead research for a module', 'Publish the design system', 'Mentor a junior designer'], completed: 1 }],
  },
};

/** A demo review between two demo people; `periodOf` picks the period relative to today. */
export interface DemoReview {
  employee: string;
  reviewer: string;
  reviewType: 'Quarterly' | 'MidYear' | 'Annual' | 'Probation';
  period: 'lastYear' | 'firstHalfLastYear' | 'previousQuarter';
  status: 'Pending' | 'SelfAssessmentCompleted' | 'ManagerCompleted' | 'Finalized';
  selfRating?: number;
  overallRating?: number;
}

export const DEMO_REVIEWS: DemoReview[] = [
  { employee: 'meera.joshi@example.com', reviewer: 'neha.kapoor@example.com', reviewType: 'MidYear', period: 'firstHalfLastYear', status: 'Finalized', selfRating: 4, overallRating: 4 },
  { employee: 'arjun.reddy@example.com', reviewer: 'neha.kapoor@example.com', reviewType: 'Annual', period: 'lastYear', status: 'Finalized', selfRating: 4, overallRating: 5 },
  { employee: 'arjun.reddy@example.com', reviewer: 'neha.kapoor@example.com', reviewType: 'Quarterly', period: 'previousQuarter', status: 'Pending' },
  { employee: 'vikram.singh@example.com', reviewer: 'rohan.iyer@example.com', reviewType: 'Quarterly', period: 'previousQuarter', status: 'ManagerCompleted', selfRating: 3, overallRating: 4 },
  { employee: 'ishita.verma@example.com', reviewer: 'neha.kapoor@example.com', reviewType: 'MidYear', period: 'firstHalfLastYear', status: 'SelfAssessmentCompleted', selfRating: 4 },
  { employee: 'kavya.nair@example.com', reviewer: 'rohan.iyer@example.com', reviewType: 'Quarterly', period: 'previousQuarter', status: 'Pending' },
  { employee: 'neha.kapoor@example.com', reviewer: 'priya.sharma@example.com', reviewType: 'Annual', period: 'lastYear', status: 'Finalized', selfRating: 4, overallRating: 5 },
  { employee: 'rohan.iyer@example.com', reviewer: 'priya.sharma@example.com', reviewType: 'Annual', period: 'lastYear', status: 'Finalized', selfRating: 4, overallRating: 4 },
];
