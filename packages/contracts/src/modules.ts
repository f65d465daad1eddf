import { z } from 'zod';
import { ALL_MODULES, MODULE_IDS } from './module-ids';

export { ALL_MODULES, MODULE_IDS, type ModuleId, type RoleModule } from './module-ids';

/** zod schema of a module id. */
export const ModuleIdSchema = z.enum(MODULE_IDS);

/** zod schema of a role assignment's module: one module id or 'all'. */
export const RoleModuleSchema = z.enum([...MODULE_IDS, ALL_MODULES]);
