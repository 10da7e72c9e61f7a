-- A product's pictures after its main one: with it, at most eight.
ALTER TABLE "products" ADD COLUMN "more_images" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_more_images" CHECK (cardinality("products"."more_images") <= 7);