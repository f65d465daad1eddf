CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"date_format" text NOT NULL,
	"theme" text NOT NULL,
	"compact_mode" boolean NOT NULL,
	"email_notifications" boolean NOT NULL,
	"push_notifications" boolean NOT NULL,
	"weekly_digest" boolean NOT NULL,
	"time_entry_reminders" boolean NOT NULL,
	"leave_request_updates" boolean NOT NULL,
	"performance_review_notifications" boolean NOT NULL,
	"project_updates" boolean NOT NULL,
	"usage_analytics" boolean NOT NULL,
	"share_usage_with_admins" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_language_check" CHECK ("user_settings"."language" in ('en', 'hi', 'es', 'fr')),
	CONSTRAINT "user_settings_date_format_check" CHECK ("user_settings"."date_format" in ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')),
	CONSTRAINT "user_settings_theme_check" CHECK ("user_settings"."theme" in ('light', 'dark', 'auto'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;