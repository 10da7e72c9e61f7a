ALTER TABLE "orders" ALTER COLUMN "savings" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_issue" CHECK ("orders"."payment_issue" is null or "orders"."payment_issue" = 'amount_mismatch');