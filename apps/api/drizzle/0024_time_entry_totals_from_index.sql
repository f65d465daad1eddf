-- A list's hours are summed from the index alone (docs/decisions/0129): the index a timesheet's entries
-- are read by also carries each entry's hours and whether it is billable (INCLUDE: the key stays
-- (timesheet_id, date); the schema cannot say INCLUDE), so the totals of a page of timesheets read the
-- index's adjacent entries instead of one table page per entry. Built beside the old index first, so the
-- build blocks writes only; the drop and the rename, which block reads too, take an instant at the end.
CREATE INDEX "time_entries_timesheet_totals_idx" ON "time_entries" USING btree ("timesheet_id","date") INCLUDE ("hours","is_billable");--> statement-breakpoint
DROP INDEX "time_entries_timesheet_date_idx";--> statement-breakpoint
ALTER INDEX "time_entries_timesheet_totals_idx" RENAME TO "time_entries_timesheet_date_idx";
