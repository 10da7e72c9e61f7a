CREATE TABLE "phone_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"slug" text NOT NULL,
	"release_year" integer NOT NULL,
	CONSTRAINT "phone_models_slug_unique" UNIQUE("slug"),
	CONSTRAINT "phone_models_release_year" CHECK ("phone_models"."release_year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone_model_id" uuid,
	"stock" integer,
	"reserved" integer DEFAULT 0 NOT NULL,
	"price_override" integer,
	"original_price_override" integer,
	"image" text,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_stock" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_reserved" CHECK ("product_variants"."reserved" >= 0),
	CONSTRAINT "product_variants_reserved_within_stock" CHECK ("product_variants"."stock" is null or "product_variants"."reserved" <= "product_variants"."stock"),
	CONSTRAINT "product_variants_price_override" CHECK ("product_variants"."price_override" is null or "product_variants"."price_override" > 0),
	CONSTRAINT "product_variants_original_price_override" CHECK ("product_variants"."original_price_override" is null or "product_variants"."original_price_override" >= 0),
	CONSTRAINT "product_variants_low_stock_threshold" CHECK ("product_variants"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta" CHECK ("stock_movements"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_phone_model_id_phone_models_id_fk" FOREIGN KEY ("phone_model_id") REFERENCES "public"."phone_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_models_brand_year_idx" ON "phone_models" USING btree ("brand","release_year");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_phone_model_idx" ON "product_variants" USING btree ("phone_model_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- Every product so far is sold as one untracked variant, so its orders, reviews and toggle carry on; the SKU is defaultSku() of the domain.
INSERT INTO "product_variants" ("product_id", "sku") SELECT "id", 'KV-' || upper(left(replace("id"::text, '-', ''), 10)) FROM "products";
