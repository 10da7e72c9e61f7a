CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_registrations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "pending_registrations_created_at_idx" ON "pending_registrations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_registration_id_pending_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."pending_registrations"("id") ON DELETE cascade ON UPDATE no action;