/**
 * The module ids and names, derived from the module manifests (`modules/module-list.ts`). Plain
 * constants (no zod), so the web's first screens load without the validation library. `modules.ts`
 * builds the zod schemas from these.
 */
import type { ModuleManifest } from './modules/module-manifest';
import { MODULES } from './modules/module-list';

/** The ids of `manifests`, in their order. */
export function moduleIdsOf<const M extends readonly ModuleManifest[]>(manifests: M): { readonly [K in keyof M]: M[K]['id'] } {
  return manifests.map((manifest) => manifest.id) as { readonly [K in keyof M]: M[K]['id'] };
}

/** The eight application modules in tile order. */
export const MODULE_IDS = moduleIdsOf(MODULES);
export type ModuleId = (typeof MODULE_IDS)[number];

/** The special module value that grants a role on every module. */
export const ALL_MODULES = 'all' as const;

/** A role assignment's module: one module id or 'all' ("Module values"). */
export type RoleModule = ModuleId | typeof ALL_MODULES;

/** The values a role assignment's module may take for `manifests`: their ids, then 'all' (the database CHECK's list). */
export function roleModuleValues(manifests: readonly ModuleManifest[] = MODULES): string[] {
  return [...manifests.map((manifest) => manifest.id), ALL_MODULES];
}

/** Each module's name as people read it (the home tiles' names), for texts written by the server. */
export const MODULE_NAMES = Object.fromEntries(MODULES.map((manifest) => [manifest.id, manifest.name])) as Record<ModuleId, string>;
