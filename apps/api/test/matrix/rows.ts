import { accessMatrix } from './access.matrix';
import { coreMatrix } from './core.matrix';
import { growMatrix } from './grow.matrix';
import { hireMatrix } from './hire.matrix';
import { mytimeMatrix } from './mytime.matrix';
import { notificationsMatrix } from './notifications.matrix';
import { provisioningMatrix } from './provisioning.matrix';
import { settingsMatrix } from './settings.matrix';
import type { MatrixRow } from './types';

/** Every module's rows; a module adds its file here. */
export const MATRIX_ROWS: MatrixRow[] = [...coreMatrix, ...mytimeMatrix, ...growMatrix, ...hireMatrix, ...notificationsMatrix, ...provisioningMatrix, ...accessMatrix, ...settingsMatrix];
