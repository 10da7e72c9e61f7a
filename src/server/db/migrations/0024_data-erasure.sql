ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose" CHECK ("one_time_codes"."purpose" in ('verify-email', 'reset-password', 'erase-account'));