CREATE TABLE "leave_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type" text NOT NULL,
	"year" integer NOT NULL,
	"allocated" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_balances_type_check" CHECK ("leave_balances"."leave_type" in ('CasualLeave', 'SickLeave', 'EarnedLeave', 'CompensatoryOff', 'WorkFromHome', 'LossOfPay', 'MaternityLeave', 'PaternityLeave', 'BereavementLeave')),
	CONSTRAINT "leave_balances_amounts_check" CHECK ("leave_balances"."allocated" >= 0 and "leave_balances"."used" >= 0 and "leave_balances"."used" <= "leave_balances"."allocated")
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_days" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_type_check" CHECK ("leave_requests"."leave_type" in ('CasualLeave', 'SickLeave', 'EarnedLeave', 'CompensatoryOff', 'WorkFromHome', 'LossOfPay', 'MaternityLeave', 'PaternityLeave', 'BereavementLeave')),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('Pending', 'Approved', 'Rejected', 'Cancelled')),
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_days_check" CHECK ("leave_requests"."total_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "mytime_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"client_name" text NOT NULL,
	"billing_type" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"project_manager_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mytime_projects_billing_type_check" CHECK ("mytime_projects"."billing_type" in ('T&M', 'Fixed', 'Non-billable')),
	CONSTRAINT "mytime_projects_status_check" CHECK ("mytime_projects"."status" in ('Active', 'On-hold', 'Completed', 'Archived')),
	CONSTRAINT "mytime_projects_dates_check" CHECK ("mytime_projects"."end_date" is null or "mytime_projects"."end_date" >= "mytime_projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"project_id" uuid NOT NULL,
	"task_description" text NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	"category" text NOT NULL,
	"is_billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_hours_check" CHECK ("time_entries"."hours" >= 0 and "time_entries"."hours" <= 24 and "time_entries"."hours" * 2 = trunc("time_entries"."hours" * 2)),
	CONSTRAINT "time_entries_category_check" CHECK ("time_entries"."category" in ('Development', 'Testing', 'CodeReview', 'Meeting', 'Documentation', 'Planning', 'Research', 'Support'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_check" CHECK ("timesheets"."status" in ('Draft', 'Submitted', 'Approved', 'Rejected')),
	CONSTRAINT "timesheets_week_check" CHECK (extract(dow from "timesheets"."week_start_date") = 0 and "timesheets"."week_end_date" = "timesheets"."week_start_date" + 6)
);
--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mytime_projects" ADD CONSTRAINT "mytime_projects_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_mytime_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."mytime_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_balances_employee_type_year_key" ON "leave_balances" USING btree ("employee_id","leave_type","year");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_start_idx" ON "leave_requests" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status_created_idx" ON "leave_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_status_start_idx" ON "leave_requests" USING btree ("status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "mytime_projects_code_lower_key" ON "mytime_projects" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "mytime_projects_name_idx" ON "mytime_projects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "time_entries_timesheet_date_idx" ON "time_entries" USING btree ("timesheet_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_project_idx" ON "time_entries" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_employee_week_key" ON "timesheets" USING btree ("employee_id","week_start_date");--> statement-breakpoint
CREATE INDEX "timesheets_status_submitted_at_idx" ON "timesheets" USING btree ("status","submitted_at");