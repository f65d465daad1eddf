import type { ModuleId } from '@apps/contracts/module-ids';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { accessMatrix } from './access.matrix';
import { auditMatrix } from './audit.matrix';
import { coreMatrix } from './core.matrix';
import { growMatrix } from './grow.matrix';
import { hireMatrix } from './hire.matrix';
import { mytimeMatrix } from './mytime.matrix';
import { notificationsMatrix } from './notifications.matrix';
import { provisioningMatrix } from './provisioning.matrix';
import { settingsMatrix } from './settings.matrix';
import type { MatrixRow } from './types';

/** Each application module's rows, keyed by its manifest's id; a module with an API adds its file here. */
export const MODULE_MATRIX: Partial<Record<ModuleId, MatrixRow[]>> = {
  mytime: mytimeMatrix,
  grow: growMatrix,
  hire: hireMatrix,
};

/**
 * The matrix rows: the core routes, each module's of `manifests` in tile order (from `byModule`), then
 * notifications, provisioning, access requests, personal settings and the audit log.
 */
export function matrixRows(
  manifests: readonly ModuleManifest[] = MODULES,
  byModule: Readonly<Partial<Record<string, MatrixRow[]>>> = MODULE_MATRIX,
): MatrixRow[] {
  const moduleRows = manifests.flatMap((manifest) => byModule[manifest.id] ?? []);
  return [...coreMatrix, ...moduleRows, ...notificationsMatrix, ...provisioningMatrix, ...accessMatrix, ...settingsMatrix, ...auditMatrix];
}

/** Every route's row. */
export const MATRIX_ROWS: MatrixRow[] = matrixRows();
