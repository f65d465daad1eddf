import type { RoleName } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/modules';

/** A person of the demo organisation (dev mode), with the roles they start with. */
export interface DemoPerson {
  email: string;
  name: string;
  title: string;
  roles: ReadonlyArray<{ role: RoleName; module: RoleModule }>;
}

const EVERYDAY: DemoPerson['roles'] = [
  { role: 'Employee', module: 'mytime' },
  { role: 'Employee', module: 'grow' },
  { role: 'Employee', module: 'hire' },
];

/**
 * The demo organisation seeded into an empty database in dev mode and offered by the development
 * sign-in picker: an admin, two managers, a recruiter, employees, and a new joiner with no roles.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { email: 'aarav.mehta@example.com', name: 'Aarav Mehta', title: 'IT Administrator', roles: [{ role: 'Admin', module: 'all' }] },
  {
    email: 'neha.kapoor@example.com',
    name: 'Neha Kapoor',
    title: 'Engineering Manager',
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
    roles: [{ role: 'Recruiter', module: 'hire' }, { role: 'Employee', module: 'mytime' }, { role: 'Employee', module: 'grow' }],
  },
  { email: 'arjun.reddy@example.com', name: 'Arjun Reddy', title: 'Senior Software Engineer', roles: EVERYDAY },
  {
    email: 'ishita.verma@example.com',
    name: 'Ishita Verma',
    title: 'QA Engineer',
    roles: [...EVERYDAY, { role: 'Employee', module: 'innovation' }, { role: 'Employee', module: 'insights' }],
  },
  {
    email: 'vikram.singh@example.com',
    name: 'Vikram Singh',
    title: 'Business Analyst',
    roles: [...EVERYDAY, { role: 'Employee', module: 'talent' }, { role: 'Employee', module: 'project' }],
  },
  { email: 'meera.joshi@example.com', name: 'Meera Joshi', title: 'UX Designer', roles: EVERYDAY },
  { email: 'sanjay.rao@example.com', name: 'Sanjay Rao', title: 'New joiner (no roles yet)', roles: [] },
  {
    email: 'divya.menon@example.com',
    name: 'Divya Menon',
    title: 'Solutions Architect',
    roles: [
      { role: 'Employee', module: 'project' },
      { role: 'Employee', module: 'innovation' },
      { role: 'Employee', module: 'pipeline' },
      { role: 'Employee', module: 'talent' },
      { role: 'Employee', module: 'insights' },
    ],
  },
];
