CREATE TABLE "microsoft_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "microsoft_deliveries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"leave_request_id" uuid,
	"operation" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microsoft_deliveries_operation_check" CHECK ("microsoft_deliveries"."operation" in ('outlook.event.create', 'outlook.event.delete', 'outlook.replies.schedule', 'outlook.replies.reset')),
	CONSTRAINT "microsoft_deliveries_status_check" CHECK ("microsoft_deliveries"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "outlook_leave_events" (
	"leave_request_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" text,
	"reply_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "outlook" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "microsoft_deliveries" ADD CONSTRAINT "microsoft_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_deliveries" ADD CONSTRAINT "microsoft_deliveries_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlook_leave_events" ADD CONSTRAINT "outlook_leave_events_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlook_leave_events" ADD CONSTRAINT "outlook_leave_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsoft_deliveries_due_idx" ON "microsoft_deliveries" USING btree ("next_attempt_at") WHERE "microsoft_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "microsoft_deliveries_leave_idx" ON "microsoft_deliveries" USING btree ("leave_request_id","seq") WHERE "microsoft_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "microsoft_deliveries_failed_idx" ON "microsoft_deliveries" USING btree ("created_at" DESC NULLS LAST) WHERE "microsoft_deliveries"."status" = 'failed';