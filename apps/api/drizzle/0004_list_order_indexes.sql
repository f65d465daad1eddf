DROP INDEX "leave_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "timesheets_status_submitted_at_idx";--> statement-breakpoint
CREATE INDEX "leave_requests_status_created_idx" ON "leave_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "timesheets_status_submitted_at_idx" ON "timesheets" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);