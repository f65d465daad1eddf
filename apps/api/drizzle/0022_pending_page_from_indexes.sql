-- A page of pending approvals chosen from indexes alone (docs/decisions/0124): the order of Submitted
-- timesheets carries the owner, and each owner's Submitted timesheets are kept newest first.
DROP INDEX "timesheets_status_submitted_at_idx";--> statement-breakpoint
DROP INDEX "timesheets_submitted_employee_idx";--> statement-breakpoint
CREATE INDEX "timesheets_status_submitted_at_idx" ON "timesheets" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "timesheets_submitted_employee_idx" ON "timesheets" USING btree ("employee_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "timesheets"."status" = 'Submitted';