CREATE TABLE "provisioned_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"external_id" text,
	"user_name" text NOT NULL,
	"profile" jsonb NOT NULL,
	"manager_ref" text,
	"manager_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioning_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" uuid,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"status" integer NOT NULL,
	"resource_id" text,
	"detail" text,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'admin' NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scim_tokens_kind_check" CHECK ("scim_tokens"."kind" in ('environment', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "provisioned_users" ADD CONSTRAINT "provisioned_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioned_users" ADD CONSTRAINT "provisioned_users_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provisioned_users_user_id_key" ON "provisioned_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioned_users_user_name_lower_key" ON "provisioned_users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "provisioned_users_external_id_key" ON "provisioned_users" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "provisioned_users_manager_ref_idx" ON "provisioned_users" USING btree ("manager_ref");--> statement-breakpoint
CREATE INDEX "provisioned_users_created_at_idx" ON "provisioned_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "provisioning_events_created_at_idx" ON "provisioning_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_token_hash_key" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_source_check" CHECK ("user_roles"."source" in ('manual', 'provisioning'));