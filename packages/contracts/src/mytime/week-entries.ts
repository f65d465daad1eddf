import { z } from 'zod';
import { IdSchema } from '../common';
import { MAX_ENTRIES_PER_TIMESHEET, SaveTimeEntrySchema } from './timesheet';

/**
 * One entry the week grid sends: a new entry (no `id`) or the new values of an existing
 * entry of the timesheet (`id`). Same rules as `SaveTimeEntrySchema` (hours 0 to 24 in 0.5 steps).
 */
export const WeekEntryChangeSchema = SaveTimeEntrySchema.extend({ id: IdSchema.optional() });
export type WeekEntryChange = z.input<typeof WeekEntryChangeSchema>;

/**
 * Body of `PUT /v1/mytime/timesheets/{id}/entries`: a batch of the
 * cells that changed, applied all or nothing. `entries` are added or changed; `removedEntryIds` are
 * removed. Entries of the week that are named in neither stay as they are. Field errors name the
 * item: `entries.3.hours`, `removedEntryIds.0`.
 */
export const SaveWeekEntriesSchema = z
  .object({
    entries: z.array(WeekEntryChangeSchema).max(MAX_ENTRIES_PER_TIMESHEET, { message: `At most ${MAX_ENTRIES_PER_TIMESHEET} entries` }).default([]),
    removedEntryIds: z.array(IdSchema).max(MAX_ENTRIES_PER_TIMESHEET, { message: `At most ${MAX_ENTRIES_PER_TIMESHEET} entries` }).default([]),
  })
  .refine((body) => body.entries.length + body.removedEntryIds.length > 0, { message: 'Nothing to save', path: ['entries'] });
export type SaveWeekEntries = z.input<typeof SaveWeekEntriesSchema>;
