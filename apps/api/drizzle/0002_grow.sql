CREATE TABLE "career_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"current_role" text NOT NULL,
	"target_role" text NOT NULL,
	"timeline_months" smallint NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"achieved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_goals_status_check" CHECK ("career_goals"."status" in ('Active', 'Achieved')),
	CONSTRAINT "career_goals_timeline_check" CHECK ("career_goals"."timeline_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "career_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_date" date,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"okr_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"target" double precision NOT NULL,
	"unit" text DEFAULT '%' NOT NULL,
	"current" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_results_target_check" CHECK ("key_results"."target" > 0),
	CONSTRAINT "key_results_current_check" CHECK ("key_results"."current" >= 0 and "key_results"."current" <= "key_results"."target")
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'NotStarted' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_status_check" CHECK ("learning_paths"."status" in ('NotStarted', 'InProgress', 'Completed'))
);
--> statement-breakpoint
CREATE TABLE "okrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"quarter" smallint NOT NULL,
	"year" integer NOT NULL,
	"objective" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okrs_quarter_check" CHECK ("okrs"."quarter" between 1 and 4),
	CONSTRAINT "okrs_year_check" CHECK ("okrs"."year" between 2000 and 2100),
	CONSTRAINT "okrs_status_check" CHECK ("okrs"."status" in ('Active', 'Completed')),
	CONSTRAINT "okrs_not_self_approved_check" CHECK ("okrs"."approved_by_id" is null or "okrs"."approved_by_id" <> "okrs"."employee_id")
);
--> statement-breakpoint
CREATE TABLE "performance_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"review_type" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"self_rating" smallint,
	"achievements" text,
	"challenges" text,
	"goals" text,
	"overall_rating" smallint,
	"strengths" text,
	"areas_of_improvement" text,
	"self_assessed_at" timestamp with time zone,
	"manager_assessed_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_reviews_type_check" CHECK ("performance_reviews"."review_type" in ('Quarterly', 'MidYear', 'Annual', 'Probation')),
	CONSTRAINT "performance_reviews_status_check" CHECK ("performance_reviews"."status" in ('Pending', 'SelfAssessmentCompleted', 'ManagerCompleted', 'Finalized')),
	CONSTRAINT "performance_reviews_period_check" CHECK ("performance_reviews"."period_end" >= "performance_reviews"."period_start"),
	CONSTRAINT "performance_reviews_not_self_check" CHECK ("performance_reviews"."reviewer_id" <> "performance_reviews"."employee_id"),
	CONSTRAINT "performance_reviews_self_rating_check" CHECK ("performance_reviews"."self_rating" between 1 and 5),
	CONSTRAINT "performance_reviews_overall_rating_check" CHECK ("performance_reviews"."overall_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "career_goals" ADD CONSTRAINT "career_goals_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_goals" ADD CONSTRAINT "career_goals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_milestones" ADD CONSTRAINT "career_milestones_goal_id_career_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."career_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_okr_id_okrs_id_fk" FOREIGN KEY ("okr_id") REFERENCES "public"."okrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okrs" ADD CONSTRAINT "okrs_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okrs" ADD CONSTRAINT "okrs_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_goals_employee_idx" ON "career_goals" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_milestones_goal_position_key" ON "career_milestones" USING btree ("goal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "key_results_okr_position_key" ON "key_results" USING btree ("okr_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_modules_path_position_key" ON "learning_modules" USING btree ("path_id","position");--> statement-breakpoint
CREATE INDEX "learning_paths_employee_idx" ON "learning_paths" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "okrs_employee_period_idx" ON "okrs" USING btree ("employee_id","year","quarter");--> statement-breakpoint
CREATE INDEX "okrs_status_idx" ON "okrs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_reviews_employee_period_key" ON "performance_reviews" USING btree ("employee_id","review_type","period_start","period_end");--> statement-breakpoint
CREATE INDEX "performance_reviews_employee_idx" ON "performance_reviews" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_reviews_reviewer_idx" ON "performance_reviews" USING btree ("reviewer_id","created_at");