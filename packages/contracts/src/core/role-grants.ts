/**
 * What each role may do, per module: the one source. The policy
 * (`core/policy.ts`) answers every "may this person do this" question from this table, the seeded
 * permission records are written from it, and the role table of docs/administration.md is generated
 * from it (`npm run docs:roles`). Plain constants, no zod: the web's first screens import it.
 */
import type { ModuleId, RoleModule } from '../module-ids';
import type { RoleName } from './role';

/** What the policy protects, each owned by one module (`'core'`: user administration). */
export const RESOURCE_MODULES = {
  users: 'core',
  roles: 'core',
  audit: 'core',
  timesheets: 'mytime',
  leaves: 'mytime',
  projects: 'mytime',
  holidays: 'mytime',
  okrs: 'grow',
  reviews: 'grow',
  'learning-paths': 'grow',
  'career-goals': 'grow',
  jobs: 'hire',
  candidates: 'hire',
} as const satisfies Record<string, ModuleId | 'core'>;

export type Resource = keyof typeof RESOURCE_MODULES;

/**
 * What can be done to a resource. `write`: one's own records; `manage`: everyone's (read them, create
 * them for others, administer them); `read`: look without changing; `approve`: decide someone else's
 * request; `self-assess`: the employee's step of a review.
 */
export const ACTIONS = ['read', 'write', 'manage', 'approve', 'self-assess'] as const;
export type Action = (typeof ACTIONS)[number];

/** One grant, `resource:action`, as the permission records spell it (permissions). */
export type Grant = `${Resource}:${Action}`;

/**
 * A role's grants by where the role is held. A grant listed under a module is held with the role on
 * that module or on 'all'; a grant listed under `all` is held only with the role on 'all' (for
 * example timesheet approval is for Manager on mytime or all, "or Admin on all").
 */
export type RoleGrants = Partial<Record<RoleModule, readonly Grant[]>>;

/** Every role on MyTime: own timesheets and leave, the project list. */
const MYTIME_MEMBER = ['timesheets:write', 'leaves:write', 'projects:read'] as const satisfies readonly Grant[];
/** Approvers: everyone's timesheets and leave, never their own. */
const MYTIME_APPROVER = ['timesheets:approve', 'leaves:approve'] as const satisfies readonly Grant[];
/** Every role on Grow: own OKRs, the self-assessment of one's reviews, own learning and career goals. */
const GROW_MEMBER = ['okrs:write', 'reviews:self-assess', 'learning-paths:write', 'career-goals:write'] as const satisfies readonly Grant[];
/** Grow managers: read everyone's records and create them for others, approve OKRs, run reviews. */
const GROW_MANAGER = [
  'okrs:manage',
  'okrs:approve',
  'reviews:manage',
  'learning-paths:manage',
  'career-goals:manage',
] as const satisfies readonly Grant[];
/** Every role on Hire: Open job postings. */
const HIRE_MEMBER = ['jobs:read'] as const satisfies readonly Grant[];
/** Hiring roles: every job posting, and candidates (personal data). */
const HIRING = ['jobs:manage', 'candidates:manage'] as const satisfies readonly Grant[];
/** User administration and the audit log: Admin on 'all' only. */
const USER_ADMIN = ['users:read', 'users:manage', 'roles:manage', 'audit:read'] as const satisfies readonly Grant[];

/**
 * The grants of the four seeded roles (ARCHITECTURE.md "Fixed contracts"). Edit here to change who may
 * do what; the API, the web, the permission records and the role table follow.
 */
export const ROLE_GRANTS: Record<RoleName, RoleGrants> = {
  Admin: {
    all: [...USER_ADMIN, ...MYTIME_APPROVER, ...GROW_MANAGER],
    mytime: [...MYTIME_MEMBER, 'projects:manage', 'holidays:manage'],
    grow: [...GROW_MEMBER],
    hire: [...HIRE_MEMBER, ...HIRING],
  },
  Manager: {
    mytime: [...MYTIME_MEMBER, ...MYTIME_APPROVER],
    grow: [...GROW_MEMBER, ...GROW_MANAGER],
    hire: [...HIRE_MEMBER, ...HIRING],
  },
  Employee: {
    mytime: [...MYTIME_MEMBER],
    grow: [...GROW_MEMBER],
    hire: [...HIRE_MEMBER],
  },
  Recruiter: {
    mytime: [...MYTIME_MEMBER],
    grow: [...GROW_MEMBER],
    hire: [...HIRE_MEMBER, ...HIRING],
  },
};

/** One permission record as seeded: the role, where it must be held, and the grant. */
export interface GrantRecord {
  role: RoleName;
  module: RoleModule;
  resource: Resource;
  action: Action;
}

/** ROLE_GRANTS as flat records (role, module, resource, action): what the permissions table holds. */
export function grantRecords(grants: Record<RoleName, RoleGrants> = ROLE_GRANTS): GrantRecord[] {
  return (Object.entries(grants) as [RoleName, RoleGrants][]).flatMap(([role, byModule]) =>
    (Object.entries(byModule) as [RoleModule, readonly Grant[]][]).flatMap(([module, list]) =>
      list.map((grant) => {
        const [resource, action] = grant.split(':') as [Resource, Action];
        return { role, module, resource, action };
      }),
    ),
  );
}
