CREATE TABLE "failed_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text,
	"action_by" text,
	"preferred_date" date,
	"phone" text,
	"acted_at" timestamp with time zone,
	CONSTRAINT "failed_deliveries_attempt" UNIQUE("shipment_id","attempt"),
	CONSTRAINT "failed_deliveries_action" CHECK ("failed_deliveries"."action" is null or "failed_deliveries"."action" in ('reattempt', 'return'))
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"scan" text,
	"courier_status_id" integer NOT NULL,
	"courier_status" text NOT NULL,
	"activity" text NOT NULL,
	"location" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_scans_once" UNIQUE("shipment_id","at","courier_status_id"),
	CONSTRAINT "shipment_scans_scan" CHECK (scan is null or scan in ('picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'undelivered', 'rto_initiated', 'rto_delivered'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "failed_deliveries" ADD CONSTRAINT "failed_deliveries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failed_deliveries" ADD CONSTRAINT "failed_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "failed_deliveries_open_idx" ON "failed_deliveries" USING btree ("at") WHERE "failed_deliveries"."action" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" is null or "products"."weight_grams" between 1 and 30000);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK (kind in ('placed', 'paid', 'cod_confirmed', 'confirmed', 'packed', 'shipment_booked', 'dispatched', 'out_for_delivery', 'delivery_failed', 'reattempt_requested', 'return_requested', 'delivered', 'returning', 'returned', 'cancelled', 'invoice_issued', 'refund_pending', 'refund_processed', 'refund_failed', 'credit_note_issued', 'payment_returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK (status in ('pending', 'confirmed', 'packed', 'dispatched', 'delivered', 'returning', 'returned', 'cancelled'));