CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "return_items_line_once" UNIQUE("return_id","order_item_id"),
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" > 0),
	CONSTRAINT "return_items_amount" CHECK ("return_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"resolution" text NOT NULL,
	"exchange_variant_id" uuid,
	"exchange_label" text,
	"comment" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup" text,
	"reject_reason" text,
	"condition" text,
	"write_off_reason" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"payout_method" text,
	"payout_reference" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_unique" UNIQUE("number"),
	CONSTRAINT "returns_status" CHECK (status in ('requested', 'approved', 'picked_up', 'refunded', 'exchanged', 'rejected')),
	CONSTRAINT "returns_resolution" CHECK (resolution in ('refund', 'exchange')),
	CONSTRAINT "returns_exchange" CHECK (("returns"."resolution" = 'exchange') = ("returns"."exchange_label" is not null)),
	CONSTRAINT "returns_pickup" CHECK (pickup is null or pickup in ('courier', 'shopper_sends')),
	CONSTRAINT "returns_condition" CHECK (condition is null or condition in ('resellable', 'damaged')),
	CONSTRAINT "returns_payout_method" CHECK (payout_method is null or payout_method in ('bank_transfer', 'upi')),
	CONSTRAINT "returns_refund_amount" CHECK ("returns"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "purpose" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK (kind in ('placed', 'paid', 'cod_confirmed', 'confirmed', 'packed', 'shipment_booked', 'dispatched', 'out_for_delivery', 'delivery_failed', 'reattempt_requested', 'return_requested', 'delivered', 'return_opened', 'return_approved', 'return_rejected', 'return_picked_up', 'return_received', 'returning', 'returned', 'cancelled', 'invoice_issued', 'refund_pending', 'refund_processed', 'refund_paid_out', 'refund_failed', 'credit_note_issued', 'payment_returned', 'exchange_booked', 'exchange_dispatched', 'exchange_delivered'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_purpose" CHECK (("shipments"."purpose" = 'delivery') = ("shipments"."return_id" is null));