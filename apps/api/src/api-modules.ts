import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleId } from '@apps/contracts/module-ids';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import type { DemoSeeder } from './db/seed/demo';
import { seedGrowDemo } from './db/seed/grow.demo';
import { seedHireDemo } from './db/seed/hire.demo';
import { seedHolidaysDemo } from './db/seed/holidays.demo';
import { seedMytimeDemo } from './db/seed/mytime.demo';
import { growRoutes } from './modules/grow/grow.routes';
import { hireRoutes } from './modules/hire/hire.routes';
import { mytimeRoutes } from './modules/mytime/mytime.routes';

/** What the API serves for one application module. */
export interface ApiModule {
  /** The module's routes (a Fastify plugin, registered under /v1). */
  routes: FastifyPluginAsyncZod;
  /** Where its routes live under /v1, e.g. `/mytime`. */
  prefix: string;
  /** Its demo data, in order (dev mode, `SEED_DEMO`); see `DemoSeeder`. */
  demoSeeders?: readonly DemoSeeder[];
}

/**
 * Each module's API, keyed by the module id of its manifest. A placeholder module (the web shows a
 * page, the server has nothing yet) has no entry.
 */
export const API_MODULES: Partial<Record<ModuleId, ApiModule>> = {
  mytime: { routes: mytimeRoutes, prefix: '/mytime', demoSeeders: [seedHolidaysDemo, seedMytimeDemo] },
  grow: { routes: growRoutes, prefix: '/grow', demoSeeders: [seedGrowDemo] },
  hire: { routes: hireRoutes, prefix: '/hire', demoSeeders: [seedHireDemo] },
};

/** One module's API with the module id, as `apiModules` lists them. */
export interface RegisteredApiModule extends ApiModule {
  id: string;
}

/**
 * The modules of `manifests` that have an API in `registry`, in the manifests' (tile) order. Throws
 * when `registry` holds an id no manifest declares (a module removed from the list, or a typo).
 */
export function apiModules(
  manifests: readonly ModuleManifest[] = MODULES,
  registry: Readonly<Partial<Record<string, ApiModule>>> = API_MODULES,
): RegisteredApiModule[] {
  const ids = new Set(manifests.map((manifest) => manifest.id));
  const unknown = Object.keys(registry).filter((id) => !ids.has(id));
  if (unknown.length > 0) throw new Error(`API modules without a manifest: ${unknown.join(', ')}`);
  return manifests.flatMap((manifest) => {
    const api = registry[manifest.id];
    return api ? [{ id: manifest.id, ...api }] : [];
  });
}

/** Registers each module's routes on `v1` (the /v1 scope) under its prefix. */
export async function registerModuleRoutes(v1: FastifyInstance, modules: readonly RegisteredApiModule[] = apiModules()): Promise<void> {
  for (const module of modules) await v1.register(module.routes, { prefix: module.prefix });
}

/** The modules' demo seeders, module by module in tile order. */
export function moduleDemoSeeders(modules: readonly RegisteredApiModule[] = apiModules()): DemoSeeder[] {
  return modules.flatMap((module) => module.demoSeeders ?? []);
}
