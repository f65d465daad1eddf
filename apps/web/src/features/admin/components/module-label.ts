import type { RoleModule } from '@apps/contracts/module-ids';
import { MODULE_TILES } from '../../../lib/modules';

/** A module value as people read it: the tile name, or 'All Modules' for 'all'. */
export function moduleLabel(module: RoleModule): string {
  if (module === 'all') return 'All Modules';
  return MODULE_TILES.find((tile) => tile.id === module)?.name ?? module;
}
