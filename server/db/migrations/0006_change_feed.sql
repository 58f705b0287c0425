ALTER TABLE "products" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_changed_idx" ON "products" USING btree ("changed_xid","id");--> statement-breakpoint
-- Every write of a product takes its revision after the row's lock (so a later write of one
-- product always has a higher one) and records its transaction for the change feed.
CREATE FUNCTION "products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('product_revision_seq');
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_changed" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_changed"();--> statement-breakpoint
-- Processes listening on 'catalog_changed' pull at once (delivered at commit; one per transaction).
-- Per row for products, so a conditional update that took nothing (a refused order) stays silent.
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_notify" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "deals_notify" AFTER INSERT OR UPDATE OR DELETE ON "deals"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "product_lists_notify" AFTER INSERT OR UPDATE OR DELETE ON "product_lists"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
