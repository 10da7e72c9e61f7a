-- Each product gets an address from its brand and name, /product/<slug>: given as the product is
-- added, unique (a second "Kavach Clear Case" is kavach-clear-case-2), never changed by a rename.
-- At most 72 characters before a number, so an address stays under 80.
-- A name that opens with the brand's first word is not repeated: "Kavach Clear Case" of brand
-- "Kavach Essentials" is kavach-clear-case.
CREATE FUNCTION slug_words(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT trim(both '-' from regexp_replace(lower($1), '[^a-z0-9]+', '-', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION product_slug_base(brand text, name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(both '-' from left(
    CASE
      WHEN slug_words(name) = slug_words(split_part(brand, ' ', 1))
        OR slug_words(name) LIKE slug_words(split_part(brand, ' ', 1)) || '-%'
      THEN slug_words(name)
      ELSE slug_words(brand || ' ' || name)
    END, 72)), ''), 'product')
$$;
--> statement-breakpoint
-- The first free address for a brand and name: the base, else base-2, base-3 and so on.
CREATE FUNCTION free_product_slug(brand text, name text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := product_slug_base(brand, name);
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM products WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END;
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, brand, name FROM products ORDER BY created_at, id LOOP
    UPDATE products SET slug = free_product_slug(r.brand, r.name) WHERE id = r.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- Adds take turns for an address (one lock, held to the end of the adding transaction), so two
-- products of one name added at once get two addresses rather than a failed insert.
CREATE FUNCTION products_give_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('product-slugs'));
    NEW.slug := free_product_slug(NEW.brand, NEW.name);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_give_slug BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_give_slug();
