CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"current_role" text,
	"current_company" text,
	"total_experience" numeric(3, 1) DEFAULT 0 NOT NULL,
	"source" text,
	"expected_salary" integer,
	"status" text DEFAULT 'New' NOT NULL,
	"job_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_status_check" CHECK ("candidates"."status" in ('New', 'Screening', 'Interviewing', 'Offered', 'Hired', 'Rejected')),
	CONSTRAINT "candidates_total_experience_check" CHECK ("candidates"."total_experience" >= 0 and "candidates"."total_experience" <= 60),
	CONSTRAINT "candidates_expected_salary_check" CHECK ("candidates"."expected_salary" is null or "candidates"."expected_salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text DEFAULT 'FullTime' NOT NULL,
	"experience_level" text DEFAULT 'Mid' NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "job_postings_status_check" CHECK ("job_postings"."status" in ('Draft', 'Open', 'Closed')),
	CONSTRAINT "job_postings_employment_type_check" CHECK ("job_postings"."employment_type" in ('FullTime', 'PartTime', 'Contract', 'Intern')),
	CONSTRAINT "job_postings_experience_level_check" CHECK ("job_postings"."experience_level" in ('Fresher', 'Junior', 'Mid', 'Senior', 'Lead', 'Principal'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_lower_key" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_job_id_idx" ON "candidates" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "candidates_created_by_idx" ON "candidates" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "job_postings_status_created_idx" ON "job_postings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_created_idx" ON "job_postings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_created_by_idx" ON "job_postings" USING btree ("created_by");