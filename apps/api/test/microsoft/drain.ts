import type { DbOrTx } from '../../src/db/client';
import type { GraphClient } from '../../src/modules/microsoft/graph-client.service';
import { deliverDueMicrosoftCalls } from '../../src/modules/microsoft/microsoft-delivery.service';

/**
 * Runs Microsoft worker passes until nothing is due (retries scheduled later stay), as the app's worker
 * would over time; the tests' client trusts the stand-ins' test CA.
 * @returns the calls made, failed and given up, summed over the passes.
 */
export async function drainMicrosoftCalls(db: DbOrTx, graph: GraphClient): Promise<{ sent: number; failed: number; gaveUp: number }> {
  const total = { sent: 0, failed: 0, gaveUp: 0 };
  for (let pass = 0; pass < 10; pass += 1) {
    const result = await deliverDueMicrosoftCalls(db, graph);
    total.sent += result.sent;
    total.failed += result.failed;
    total.gaveUp += result.gaveUp;
    if (result.sent + result.failed === 0) break;
  }
  return total;
}
