import type { ModuleId } from '@apps/contracts/module-ids';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { registerNotificationEvents } from '../notifications/notification.service';
import { requestAccess } from './access-request.service';

// What the demo seed (db/seed) may write into access requests: the requests people make themselves.

/**
 * Records `person`'s request for access to `module` as their own request would: audited, and the
 * user administrators are notified.
 * @throws ForbiddenError when `person` already holds a role on `module`.
 */
export async function seedAccessRequest(db: Db, person: Caller, module: ModuleId): Promise<void> {
  // The seeders run before the routes register the notification listener; the request's notification needs it.
  registerNotificationEvents();
  await requestAccess(db, person, module);
}
