import { z } from 'zod';
import { IdSchema } from '../common';

/**
 * Where a team list's row sits in the reporting line of the manager the list is for: on every row of `GET /v1/mytime/timesheets/pending-approval`,
 * `/v1/mytime/leaves/pending-approval`, `/v1/grow/okrs/team` and `/v1/grow/reviews/team`, computed by
 * the server in the list's own query so the screens group by direct report without further reads.
 * - `directReportId`: the direct report of the manager (`managerId` / `teamId`) the row's person comes
 *   through, the person themselves when they report to that manager; null when the person is not
 *   below the manager (shown to an Admin on all or to a delegate).
 * - `lineVia`: the names (else e-mail addresses) of the managers between that manager and the person,
 *   top down, the direct report first; empty for a direct report's own rows and for rows outside the line.
 */
export const LinePlacementSchema = z.object({
  directReportId: IdSchema.nullable(),
  lineVia: z.array(z.string()),
});
export type LinePlacement = z.infer<typeof LinePlacementSchema>;
