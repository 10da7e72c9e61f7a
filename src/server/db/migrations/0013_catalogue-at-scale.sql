CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shopper_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_price" bigint GENERATED ALWAYS AS ((round("products"."shopper_price"::numeric * (100 + "products"."gst_rate") / 10000) * 100)::bigint) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shelf_price_idx" ON "products" USING btree ("shelf_price");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
-- The price a product is shown at (the domain's shopperPrices: its cheapest sellable variant's,
-- else its cheapest variant's) and whether it can be bought, kept on its row.
CREATE FUNCTION shopper_price_of(product uuid, price integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT coalesce(v.price_override, price) FROM product_variants v WHERE v.product_id = product
    ORDER BY (v.stock IS NULL OR v.stock > v.reserved) DESC, 1 LIMIT 1), price)
$$;
--> statement-breakpoint
CREATE FUNCTION has_stock_of(product uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM product_variants v
    WHERE v.product_id = product AND (v.stock IS NULL OR v.stock > v.reserved))
$$;
--> statement-breakpoint
-- The products' rows are locked, in order, before their variants are read: under READ COMMITTED
-- the read then sees every change committed before it, so two checkouts selling a product's last
-- units leave it right.
CREATE FUNCTION refresh_product_shelves(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  UPDATE products SET shopper_price = shopper_price_of(id, price), has_stock = has_stock_of(id)
  WHERE id = ANY (ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION products_shelf_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shopper_price := shopper_price_of(NEW.id, NEW.price);
  NEW.has_stock := has_stock_of(NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_shelf_price BEFORE INSERT OR UPDATE OF price ON products
  FOR EACH ROW EXECUTE FUNCTION products_shelf_price();
--> statement-breakpoint
-- A variant changes its product's row only when its price or whether it can be sold changes: a
-- unit held or sold from a variant with more left does not touch the product.
CREATE FUNCTION product_variants_shelf_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.product_id = OLD.product_id
    AND NEW.price_override IS NOT DISTINCT FROM OLD.price_override
    AND (NEW.stock IS NULL OR NEW.stock > NEW.reserved) = (OLD.stock IS NULL OR OLD.stock > OLD.reserved)
  THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_shelves(array[OLD.product_id]);
  ELSE
    PERFORM refresh_product_shelves(array[OLD.product_id, NEW.product_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_shelf_price AFTER UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_shelf_price();
--> statement-breakpoint
-- New variants arrive many at once (a product's variants, a seeded catalogue): one pass a statement.
CREATE FUNCTION product_variants_added_shelf_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_shelves(array(SELECT DISTINCT product_id FROM added));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_added_shelf_price AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_variants_added_shelf_price();
--> statement-breakpoint
UPDATE products SET price = price;
--> statement-breakpoint
-- The catalogue's vocabulary for correcting misspelt searches. Words of deleted or renamed products
-- stay: a word that finds nothing costs nothing.
CREATE FUNCTION add_search_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(texts) AS t, regexp_split_to_table(t, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w ~ '[a-z]'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION products_added_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(array(SELECT search_text FROM added));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_added_search_words AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_added_search_words();
--> statement-breakpoint
CREATE FUNCTION products_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(array[NEW.search_text]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed_search_words AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION products_changed_search_words();
--> statement-breakpoint
SELECT add_search_words(array(SELECT search_text FROM products));
