/**
 * Who may do what: pure functions over the caller's role assignments and `ROLE_GRANTS`
 *. The API enforces with them, the web decides what to show with them. Each
 * module's record rules (own records, "never your own") live in `<module>/<module>.policy.ts` and
 * build on `can`. Plain code, no zod: the web's first screens import it.
 */
import { sameId } from '../ids';
import { ALL_MODULES, MODULE_IDS, type ModuleId, type RoleModule } from '../module-ids';
import { ROLE_GRANTS, type Action, type Grant, type Resource, type RoleGrants } from './role-grants';

/** One role assignment: a role name held on a module or on 'all' (user_roles). */
export interface SubjectAssignment {
  moduleId: RoleModule;
  role: string;
}

/**
 * The person a question is about: their user id and role assignments. `delegators`: the managers who
 * named this person their delegate for today, each with their own assignments; the
 * reporting-line rules (`core/reporting-line.ts`) let the delegate decide what those managers could.
 */
export interface Subject {
  id: string;
  assignments: readonly SubjectAssignment[];
  delegators?: readonly Subject[];
}

/** The grants one assignment carries: its module's list, or with 'all' every list of the role. */
export function grantsOf(assignment: SubjectAssignment): readonly Grant[] {
  const byModule: RoleGrants | undefined = (ROLE_GRANTS as Record<string, RoleGrants | undefined>)[assignment.role];
  if (!byModule) return [];
  if (assignment.moduleId === 'all') return Object.values(byModule).flat();
  return byModule[assignment.moduleId] ?? [];
}

/**
 * True when one of the subject's assignments grants `resource:action`. Record
 * rules (whose record it is, its status) are the module policies' part.
 */
export function can(subject: Subject, action: Action, resource: Resource): boolean {
  const grant: Grant = `${resource}:${action}`;
  return subject.assignments.some((assignment) => grantsOf(assignment).includes(grant));
}

/**
 * The assignments (role, module) that carry `grant`, read from `ROLE_GRANTS`: e.g. for
 * 'timesheets:approve', Manager on mytime, Manager on 'all' and Admin on 'all'. The API hands these
 * pairs to its queries as parameters, so "who may approve" is asked of the database without a role
 * name written into SQL, and changes with the grants table.
 */
export function grantHolders(grant: Grant): SubjectAssignment[] {
  const modules: RoleModule[] = [ALL_MODULES, ...MODULE_IDS];
  return Object.keys(ROLE_GRANTS).flatMap((role) =>
    modules.filter((moduleId) => grantsOf({ role, moduleId }).includes(grant)).map((moduleId) => ({ role, moduleId })),
  );
}

/**
 * True for a role that is given on 'all' only: the role whose assignment on 'all' carries user
 * administration (`roles:manage`, from `ROLE_GRANTS`), i.e. Admin. The quick-assign form selects every
 * module for it and locks them, and the role assignment calls refuse it on a single module
 * (`roleModuleError`). Entra's app roles over SCIM are the directory's own word and are taken as sent.
 */
export function givenOnAllModulesOnly(roleName: string): boolean {
  return grantsOf({ role: roleName, moduleId: ALL_MODULES }).includes('roles:manage');
}

/**
 * Why `roleName` cannot be given on `module`, or null when it can: a role given on 'all' only
 * (`givenOnAllModulesOnly`) on a single module. The text is the quick-assign form's note.
 */
export function roleModuleError(roleName: string, module: RoleModule): string | null {
  return givenOnAllModulesOnly(roleName) && module !== ALL_MODULES ? `${roleName} role automatically has access to all modules` : null;
}

/** Module tile access: any role on the module or on 'all'. */
export function canUseModule(subject: Subject, moduleId: ModuleId): boolean {
  return subject.assignments.some((a) => a.moduleId === moduleId || a.moduleId === 'all');
}

/**
 * SPEC.md section 6 role check: the role is held; with `moduleId`, only assignments on that module or
 * 'all' count. Prefer `can`: a role name says less than a grant.
 */
export function holdsRole(subject: Subject, role: string, moduleId?: RoleModule): boolean {
  return subject.assignments.some(
    (a) => a.role === role && (moduleId === undefined || a.moduleId === moduleId || a.moduleId === 'all'),
  );
}

/** The distinct role names held on a module (directly or through 'all'), sorted: the tile's badges. */
export function roleNamesOn(subject: Subject, moduleId: ModuleId): string[] {
  return [...new Set(subject.assignments.filter((a) => a.moduleId === moduleId || a.moduleId === 'all').map((a) => a.role))].sort();
}

/**
 * True when `id` names the subject. Ids are UUIDs, compared without regard to case (PostgreSQL does
 * the same), so an upper-case copy of one's own id is still oneself.
 */
export function isSelf(subject: Subject, id: string): boolean {
  return sameId(subject.id, id);
}
