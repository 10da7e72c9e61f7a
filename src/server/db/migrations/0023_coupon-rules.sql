ALTER TABLE "payments" DROP CONSTRAINT "payments_outcome";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_applies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_discount" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "show_in_cart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_dates" CHECK ("coupons"."valid_until" is null or "coupons"."valid_from" is null or "coupons"."valid_from" <= "coupons"."valid_until");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_categories" CHECK ("coupons"."categories" <@ array['cases', 'tempered-glass', 'chargers', 'accessories', 'work-essentials']);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer" CHECK ("coupons"."per_customer_limit" is null or "coupons"."per_customer_limit" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_discount" CHECK ("coupons"."max_discount" is null or ("coupons"."type" = 'percentage' and "coupons"."max_discount" >= 1));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_outcome" CHECK (outcome in ('paid', 'already_paid', 'cancelled', 'sold_out', 'coupon_used_up', 'coupon_spent_by_shopper', 'wrong_amount'));