-- Phone models become a list staff keep (decision 022): a series, aliases and an active flag. The
-- model column is renamed, not replaced, so variants keep pointing at the same rows and slugs.
ALTER TABLE "phone_models" RENAME COLUMN "model" TO "name";--> statement-breakpoint
ALTER TABLE "phone_models" ADD COLUMN "series" text;--> statement-breakpoint
-- A first guess staff can correct: the letters the name opens with ("Galaxy S25" gives "Galaxy",
-- "V40 Pro" gives "V"), else the brand.
UPDATE "phone_models" SET "series" = coalesce(substring("name" from '^[[:alpha:]]+'), "brand");--> statement-breakpoint
ALTER TABLE "phone_models" ALTER COLUMN "series" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_models" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_models" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_models" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_models" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The phone finder and the shop's model filter read this table, so a change drops cached answers.
CREATE TRIGGER phone_models_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON phone_models
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
