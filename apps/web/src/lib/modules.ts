import type { LucideIcon } from 'lucide-react';
import type { ModuleId } from '@apps/contracts/module-ids';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { iconFor } from './icons';

/** A module tile of the home screen. */
export interface ModuleTile {
  id: ModuleId;
  name: string;
  title: string;
  description: string;
  icon: LucideIcon;
  path: string;
  /** Tailwind classes of the tile's icon badge. */
  colour: string;
}

/** The tiles of `manifests`, in their order (the ids are `ModuleId`s for the real list). */
export function moduleTiles(manifests: readonly ModuleManifest[] = MODULES): ModuleTile[] {
  return manifests.map((m) => ({
    id: m.id as ModuleId,
    name: m.name,
    title: m.title,
    description: m.description,
    icon: iconFor(m.icon),
    path: m.path,
    colour: m.colour,
  }));
}

/** The eight tiles in order (SPEC.md section 1 table), from the module manifests. */
export const MODULE_TILES: readonly ModuleTile[] = moduleTiles();

/** The tile of a module id. */
export function moduleTile(id: ModuleId): ModuleTile {
  return MODULE_TILES.find((tile) => tile.id === id)!;
}
