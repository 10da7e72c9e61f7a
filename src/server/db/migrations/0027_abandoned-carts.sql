CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"lines" jsonb NOT NULL,
	"value" integer NOT NULL,
	"restore_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminders_restoreTokenHash_unique" UNIQUE("restore_token_hash"),
	CONSTRAINT "cart_reminders_unsubscribeTokenHash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "cart_reminders_number" CHECK ("cart_reminders"."number" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "carts_reminders_sent" CHECK ("carts"."reminders_sent" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "consent_user_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_user_idx" ON "cart_reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "carts_waiting_idx" ON "carts" USING btree ("updated_at") WHERE jsonb_array_length("carts"."lines") > 0;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_consent_user_id_users_id_fk" FOREIGN KEY ("consent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_consent_user_idx" ON "mail_outbox" USING btree ("consent_user_id") WHERE "mail_outbox"."sent_at" is null;