CREATE TABLE "teams_approval_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"approver_id" uuid NOT NULL,
	"item" text NOT NULL,
	"item_id" uuid NOT NULL,
	"service_url" text NOT NULL,
	"conversation_id" text NOT NULL,
	"activity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_approval_cards_item_check" CHECK ("teams_approval_cards"."item" in ('timesheet', 'leave'))
);
--> statement-breakpoint
CREATE TABLE "teams_conversations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"service_url" text NOT NULL,
	"conversation_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"tenant_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsoft_deliveries" DROP CONSTRAINT "microsoft_deliveries_operation_check";--> statement-breakpoint
ALTER TABLE "teams_approval_cards" ADD CONSTRAINT "teams_approval_cards_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams_conversations" ADD CONSTRAINT "teams_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_approval_cards_approver_item_key" ON "teams_approval_cards" USING btree ("approver_id","item","item_id");--> statement-breakpoint
CREATE INDEX "teams_approval_cards_item_idx" ON "teams_approval_cards" USING btree ("item","item_id");--> statement-breakpoint
ALTER TABLE "microsoft_deliveries" ADD CONSTRAINT "microsoft_deliveries_operation_check" CHECK ("microsoft_deliveries"."operation" in ('outlook.event.create', 'outlook.event.delete', 'outlook.replies.schedule', 'outlook.replies.reset', 'teams.activity.send', 'teams.card.send', 'teams.card.update'));