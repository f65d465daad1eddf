CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_location" text,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_office_location_check" CHECK ("holidays"."office_location" is null or "holidays"."office_location" = trim("holidays"."office_location") and "holidays"."office_location" <> '')
);
--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT "permissions_resource_check";--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_days_check";--> statement-breakpoint
ALTER TABLE "leave_balances" ALTER COLUMN "used" SET DATA TYPE numeric(5, 1);--> statement-breakpoint
ALTER TABLE "leave_requests" ALTER COLUMN "total_days" SET DATA TYPE numeric(5, 1);--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "half_day" text;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_calendar_date_key" ON "holidays" USING btree (coalesce(lower("office_location"), ''),"date");--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_resource_check" CHECK ("permissions"."resource" in ('users', 'roles', 'timesheets', 'leaves', 'projects', 'holidays', 'okrs', 'reviews', 'learning-paths', 'career-goals', 'jobs', 'candidates'));--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_half_day_check" CHECK ("leave_requests"."half_day" is null or ("leave_requests"."half_day" in ('FirstHalf', 'SecondHalf') and "leave_requests"."start_date" = "leave_requests"."end_date" and "leave_requests"."total_days" = 0.5));--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_days_check" CHECK ("leave_requests"."total_days" > 0 and "leave_requests"."total_days" * 2 = trunc("leave_requests"."total_days" * 2));