ALTER TABLE "permissions" DROP CONSTRAINT "permissions_resource_check";--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_created_idx" ON "audit_log" USING btree ("entity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_resource_check" CHECK ("permissions"."resource" in ('users', 'roles', 'audit', 'timesheets', 'leaves', 'projects', 'holidays', 'okrs', 'reviews', 'learning-paths', 'career-goals', 'jobs', 'candidates'));