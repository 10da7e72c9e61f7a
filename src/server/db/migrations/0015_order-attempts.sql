-- Checkout attempts apart from orders (decision 020): a row is an attempt until placed_at is set,
-- when it takes its order number; a payment may be returned whole, its outcome saying why.
ALTER TABLE "payments" DROP CONSTRAINT "payments_orderId_unique";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
-- Orders so far: paid ones, cash-on-delivery ones and ones whose payment staff must look at were
-- placed; other unpaid online ones stay attempts.
UPDATE "orders" SET "placed_at" = "created_at"
  WHERE "payment_status" = 'paid' OR "payment_method" = 'cod' OR "payment_issue" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "returns_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_open_attempts_idx" ON "orders" USING btree ("user_id","checkout_key") WHERE "orders"."placed_at" is null and "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."outcome" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK (kind in ('placed', 'paid', 'cod_confirmed', 'confirmed', 'packed', 'dispatched', 'delivered', 'cancelled', 'invoice_issued', 'refund_pending', 'refund_processed', 'refund_failed', 'credit_note_issued', 'payment_returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_numbered" CHECK ("orders"."placed_at" is null or "orders"."order_number" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_outcome" CHECK (outcome in ('paid', 'already_paid', 'cancelled', 'sold_out', 'coupon_used_up', 'wrong_amount'));