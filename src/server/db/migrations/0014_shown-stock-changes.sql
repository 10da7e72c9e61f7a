-- A variant's units held, sold or let go change what the shop shows only when its shown stock
-- changes, so a checkout of a well-stocked variant no longer empties every process's catalogue
-- cache. What a variant shows of its stock, as the domain's `availability` says it
-- (src/domain/product/variant.ts): -1 in stock, else the units left (0 sold out, more when low).
CREATE FUNCTION shown_stock(stock integer, reserved integer, low_stock_threshold integer)
  RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock IS NULL OR stock - reserved > low_stock_threshold THEN -1
    ELSE greatest(stock - reserved, 0) END
$$;
--> statement-breakpoint
DROP TRIGGER product_variants_catalogue_change ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_change AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
-- A change of any other column but when it was last edited is told: most are shown, or choose or
-- order what is.
CREATE TRIGGER product_variants_shown_change AFTER UPDATE ON product_variants
  FOR EACH ROW WHEN (
    to_jsonb(OLD) - '{stock,reserved,updated_at}'::text[]
      IS DISTINCT FROM to_jsonb(NEW) - '{stock,reserved,updated_at}'::text[]
    OR shown_stock(OLD.stock, OLD.reserved, OLD.low_stock_threshold)
      IS DISTINCT FROM shown_stock(NEW.stock, NEW.reserved, NEW.low_stock_threshold))
  EXECUTE FUNCTION notify_catalogue_change();
