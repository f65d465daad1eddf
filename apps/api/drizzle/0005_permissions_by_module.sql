-- The permission records are written from ROLE_GRANTS at every start (decision 0015): drop the old ones.
DELETE FROM "permissions";--> statement-breakpoint
DROP INDEX "permissions_role_resource_action_key";--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "module" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_role_module_resource_action_key" ON "permissions" USING btree ("role_id","module","resource","action");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_check" CHECK ("permissions"."module" in ('mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights', 'all'));--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_resource_check" CHECK ("permissions"."resource" in ('users', 'roles', 'timesheets', 'leaves', 'projects', 'okrs', 'reviews', 'learning-paths', 'career-goals', 'jobs', 'candidates'));--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_action_check" CHECK ("permissions"."action" in ('read', 'write', 'manage', 'approve', 'self-assess'));