ALTER TABLE "products" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_description_length" CHECK (char_length("products"."description") <= 4000);