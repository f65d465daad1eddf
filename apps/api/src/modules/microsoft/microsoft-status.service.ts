import type { MicrosoftStatus } from '@apps/contracts/core/notification';
import type { DbOrTx } from '../../db/client';
import { listFailed } from './microsoft-outbox.repository';

/** Whether Microsoft 365 (Graph) is connected, and the Graph calls that gave up, newest 50 (Admins). */
export async function microsoftStatus(db: DbOrTx, enabled: boolean): Promise<MicrosoftStatus> {
  const failed = await listFailed(db, 50);
  return { enabled, failed: failed.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
