import type { RoleName } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/modules';

/** A person of the demo organisation (dev mode), with the roles they start with. */
export interface DemoPerson {
  email: string;
  name: string;
  title: string;
  roles: ReadonlyArray<{ role: RoleName; module: RoleModule }>;
  /** The e-mail of the person's manager in the demo reporting line; none at the top. */
  manager?: string;
  /** Job title, department and office location; the job title defaults to `title`. */
  jobTitle?: string;
  department: string;
  officeLocation: string;
  /** False for someone who has left: deactivated, still in the team's lists and records. Default true. */
  isActive?: boolean;
}

const EVERYDAY: DemoPerson['roles'] = [
  { role: 'Employee', module: 'mytime' },
  { role: 'Employee', module: 'grow' },
  { role: 'Employee', module: 'hire' },
];

const HEAD = 'priya.sharma@example.com';
const NEHA = 'neha.kapoor@example.com';
const ROHAN = 'rohan.iyer@example.com';

/**
 * The demo organisation seeded into an empty database in dev mode and offered by the development
 * sign-in picker: an admin, a head of engineering over two managers (Neha: engineering, Rohan:
 * delivery) with their reports under them (reporting line), a recruiter, employees, and a
 * new joiner with no roles.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { email: 'aarav.mehta@example.com', name: 'Aarav Mehta', title: 'IT Administrator', department: 'IT', officeLocation: 'Bengaluru', roles: [{ role: 'Admin', module: 'all' }] },
  {
    email: HEAD,
    name: 'Priya Sharma',
    title: 'Head of Engineering',
    department: 'Engineering',
    officeLocation: 'Bengaluru',
    roles: [
      { role: 'Manager', module: 'mytime' },
      { role: 'Manager', module: 'grow' },
      { role: 'Employee', module: 'hire' },
    ],
  },
  {
    email: 'neha.kapoor@example.com',
    name: 'Neha Kapoor',
    title: 'Engineering Manager',
    manager: HEAD,
    department: 'Engineering',
    officeLocation: 'Bengaluru',
    roles: [
      { role: 'Manager', module: 'mytime' },
      { role: 'Manager', module: 'grow' },
      { role: 'Manager', module: 'hire' },
    ],
  },
  {
    email: 'rohan.iyer@example.com',
    name: 'Rohan Iyer',
    title: 'Delivery Manager',
    manager: HEAD,
    department: 'Delivery',
    officeLocation: 'Pune',
    roles: [
      { role: 'Manager', module: 'mytime' },
      { role: 'Manager', module: 'grow' },
      { role: 'Employee', module: 'project' },
      { role: 'Employee', module: 'pipeline' },
    ],
  },
  {
    email: 'kavya.nair@example.com',
    name: 'Kavya Nair',
    title: 'Talent Acquisition Partner',
    manager: ROHAN,
    department: 'Talent Acquisition',
    officeLocation: 'Pune',
    roles: [{ role: 'Recruiter', module: 'hire' }, { role: 'Employee', module: 'mytime' }, { role: 'Employee', module: 'grow' }],
  },
  { email: 'arjun.reddy@example.com', name: 'Arjun Reddy', title: 'Senior Software Engineer', manager: NEHA, department: 'Engineering', officeLocation: 'Bengaluru', roles: EVERYDAY },
  {
    email: 'ishita.verma@example.com',
    name: 'Ishita Verma',
    title: 'QA Engineer',
    manager: NEHA,
    department: 'Engineering',
    officeLocation: 'Bengaluru',
    roles: [...EVERYDAY, { role: 'Employee', module: 'innovation' }, { role: 'Employee', module: 'insights' }],
  },
  {
    email: 'vikram.singh@example.com',
    name: 'Vikram Singh',
    title: 'Business Analyst',
    manager: ROHAN,
    department: 'Delivery',
    officeLocation: 'Pune',
    roles: [...EVERYDAY, { role: 'Employee', module: 'talent' }, { role: 'Employee', module: 'project' }],
  },
  { email: 'meera.joshi@example.com', name: 'Meera Joshi', title: 'UX Designer', manager: NEHA, department: 'Design', officeLocation: 'Bengaluru', roles: EVERYDAY },
  // Left the company last week: deactivated, with a timesheet still waiting for Neha (marked Inactive).
  { email: 'karan.malhotra@example.com', name: 'Karan Malhotra', title: 'Former Frontend Engineer (deactivated)', jobTitle: 'Frontend Engineer', manager: NEHA, department: 'Engineering', officeLocation: 'Bengaluru', roles: EVERYDAY, isActive: false },
  { email: 'sanjay.rao@example.com', name: 'Sanjay Rao', title: 'New joiner (no roles yet)', manager: NEHA, jobTitle: 'Software Engineer', department: 'Engineering', officeLocation: 'Bengaluru', roles: [] },
  {
    email: 'divya.menon@example.com',
    name: 'Divya Menon',
    title: 'Solutions Architect',
    manager: ROHAN,
    department: 'Delivery',
    officeLocation: 'Pune',
    roles: [
      { role: 'Employee', module: 'project' },
      { role: 'Employee', module: 'innovation' },
      { role: 'Employee', module: 'pipeline' },
      { role: 'Employee', module: 'talent' },
      { role: 'Employee', module: 'insights' },
    ],
  },
];

/** The e-mail of a demo person's manager in the demo reporting line (who decided their demo records). */
export function demoManagerOf(email: string): string | undefined {
  return DEMO_PEOPLE.find((person) => person.email === email)?.manager;
}
