ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_issue";--> statement-breakpoint
-- Nothing wrote to the ledger before it had kinds; a row from then would have been a staff adjustment.
ALTER TABLE "stock_movements" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('reservation', 'release', 'sale', 'restock', 'adjustment'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_issue" CHECK ("orders"."payment_issue" is null or "orders"."payment_issue" in ('amount_mismatch', 'out_of_stock'));--> statement-breakpoint
-- Every product had one variant until now, so each order line names its product's only variant.
UPDATE "order_items" SET "variant_id" = "product_variants"."id" FROM "product_variants" WHERE "product_variants"."product_id" = "order_items"."product_id";
