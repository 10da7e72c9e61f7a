-- Every change to what the shop's catalogue answers show (products, their variants and stock,
-- gallery banners, reviews and reviewers' names) tells every app process, which then drops its
-- cached answers. NOTIFY is delivered when the writing transaction commits, never before, and
-- repeats within one transaction are delivered once.
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER gallery_images_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER users_name_catalogue_change AFTER UPDATE OF name ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
