/**
 * The module ids as plain constants (no zod), so the web's first screens load without the validation
 * library. `modules.ts` builds the zod schemas from these.
 */

/** The eight application modules in tile order (SPEC.md section 1). */
export const MODULE_IDS = ['mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** The special module value that grants a role on every module (SPEC.md section 9). */
export const ALL_MODULES = 'all' as const;

/** A role assignment's module: one module id or 'all' (SPEC.md section 3, "Module values"). */
export type RoleModule = ModuleId | typeof ALL_MODULES;

/** Each module's name as people read it (the home tiles' names), for texts written by the server. */
export const MODULE_NAMES: Record<ModuleId, string> = {
  mytime: 'MyTime',
  grow: 'Grow',
  hire: 'Hire',
  project: 'Project',
  innovation: 'Innovation Hub',
  pipeline: 'Pipeline',
  talent: 'Talent',
  insights: 'Insights',
};
