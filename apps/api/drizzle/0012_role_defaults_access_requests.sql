CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"module" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "access_requests_module_check" CHECK ("access_requests"."module" in ('mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights')),
	CONSTRAINT "access_requests_status_check" CHECK ("access_requests"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "role_defaults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"module" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_defaults_module_check" CHECK ("role_defaults"."module" in ('mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights', 'all'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_defaults" ADD CONSTRAINT "role_defaults_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_open_key" ON "access_requests" USING btree ("user_id","module") WHERE "access_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "access_requests_status_created_idx" ON "access_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "role_defaults_role_module_key" ON "role_defaults" USING btree ("role_id","module");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('timesheet.submitted', 'timesheet.approved', 'timesheet.rejected', 'leave.requested', 'leave.approved', 'leave.rejected', 'leave.cancelled', 'okr.approved', 'review.started', 'review.self_assessed', 'review.finalized', 'role.assigned', 'role.removed', 'account.deactivated', 'account.reactivated', 'reminder.timesheet_missing', 'reminder.team_timesheets_missing', 'reminder.decisions_waiting', 'access.requested'));