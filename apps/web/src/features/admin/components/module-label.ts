import type { IntlShape } from 'react-intl';
import type { RoleModule } from '@apps/contracts/module-ids';
import { MODULE_TILES } from '../../../lib/modules';
import { i18n } from '../../../lib/i18n/intl';
import { allModulesLabel } from '../role-texts';

/** A module value as people read it: the tile name (a product name, never translated), or 'All Modules' for 'all'. */
export function moduleLabel(module: RoleModule, intl: IntlShape = i18n()): string {
  if (module === 'all') return allModulesLabel(intl);
  return MODULE_TILES.find((tile) => tile.id === module)?.name ?? module;
}
