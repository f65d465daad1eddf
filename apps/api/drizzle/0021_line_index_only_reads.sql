-- The pending approvals' counts and the line's places read indexes alone (docs/decisions/0122): the
-- owners of open items in owner order, the managers above a person with their ids, and the closure's
-- key with the distance (INCLUDE: the key stays (ancestor, descendant); the schema cannot say INCLUDE).
DROP INDEX "reporting_line_closure_descendant_depth_idx";--> statement-breakpoint
CREATE INDEX "leave_requests_pending_employee_idx" ON "leave_requests" USING btree ("employee_id") WHERE "leave_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "timesheets_submitted_employee_idx" ON "timesheets" USING btree ("employee_id") WHERE "timesheets"."status" = 'Submitted';--> statement-breakpoint
CREATE INDEX "reporting_line_closure_descendant_depth_idx" ON "reporting_line_closure" USING btree ("descendant_id","depth","ancestor_id");--> statement-breakpoint
ALTER TABLE "reporting_line_closure" DROP CONSTRAINT "reporting_line_closure_ancestor_id_descendant_id_pk";--> statement-breakpoint
ALTER TABLE "reporting_line_closure" ADD CONSTRAINT "reporting_line_closure_ancestor_id_descendant_id_pk" PRIMARY KEY ("ancestor_id","descendant_id") INCLUDE ("depth");
