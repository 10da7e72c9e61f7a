CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind" CHECK (kind in ('placed', 'paid', 'cod_confirmed', 'confirmed', 'packed', 'dispatched', 'delivered', 'cancelled', 'invoice_issued', 'refund_pending', 'refund_processed', 'refund_failed', 'credit_note_issued'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"razorpay_payment_id" text NOT NULL,
	"razorpay_refund_id" text,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_razorpayRefundId_unique" UNIQUE("razorpay_refund_id"),
	CONSTRAINT "refunds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_requested_by" CHECK ("refunds"."requested_by" in ('shopper', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"refund_id" uuid,
	"total" integer NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_refundId_unique" UNIQUE("refund_id"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_number_length" CHECK (length("invoices"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
UPDATE "products" SET "hsn_code" = CASE "category" WHEN 'cases' THEN '392690' WHEN 'tempered-glass' THEN '700719' WHEN 'chargers' THEN '850440' WHEN 'accessories' THEN '854442' ELSE '847330' END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "hsn_code" = coalesce((SELECT "hsn_code" FROM "products" WHERE "products"."id" = "order_items"."product_id"), '392690');--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate" CHECK ("order_items"."gst_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at") SELECT "id", 'placed', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at") SELECT "id", 'cod_confirmed', "created_at" FROM "orders" WHERE "payment_method" = 'cod';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at") SELECT "id", 'paid', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at") SELECT "id", "status", "updated_at" FROM "orders" WHERE "status" IN ('packed', 'dispatched', 'cancelled');--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at") SELECT "id", 'delivered', coalesce("delivered_at", "updated_at") FROM "orders" WHERE "status" = 'delivered';