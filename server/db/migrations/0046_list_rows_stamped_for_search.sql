-- Each process's search index now also keeps every shown product's list row (its card in a list:
-- the product's shown columns, category and brand names, pictures and flash sale offers), so a
-- search answers without reading its page from the database. Everything such a row shows must
-- therefore stamp the product, as 0045 did for what a search matches and counts.
DROP TRIGGER "products_stamp_for_search" ON "products";
--> statement-breakpoint
-- Every column a list row or a search reads; not the product page's own (description, key
-- features, warranty), the checkout's advance rule or the staff's edit version.
CREATE TRIGGER "products_stamp_for_search" AFTER INSERT OR DELETE OR UPDATE OF status, name, slug, sku, type, category_id, brand_id,
  retail_price, sale_price, regular_price, price, stock_quantity, stock_reserved, short_description, color, size, memory, search_vector,
  created_at, updated_at, sales_count, review_count, average_rating, display_order
  ON "products" FOR EACH ROW EXECUTE FUNCTION "stamp_changed_product_for_search"();
--> statement-breakpoint
-- The product a row names in its product_id, before and after (a picture moved between products
-- stamps both): for pictures and flash sale items.
CREATE FUNCTION "stamp_row_product_for_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.product_id IS NOT NULL THEN PERFORM stamp_product_for_search(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.product_id IS NOT NULL THEN PERFORM stamp_product_for_search(NEW.product_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "media_stamp_for_search" AFTER INSERT OR UPDATE OR DELETE
  ON "media" FOR EACH ROW EXECUTE FUNCTION "stamp_row_product_for_search"();
--> statement-breakpoint
CREATE TRIGGER "flash_sale_items_stamp_for_search" AFTER INSERT OR UPDATE OR DELETE
  ON "flash_sale_items" FOR EACH ROW EXECUTE FUNCTION "stamp_row_product_for_search"();
--> statement-breakpoint
-- Many products in one statement, as a sale, a category or a brand may hold thousands.
CREATE FUNCTION "stamp_products_for_search"(stamped integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_index_stamps (product_id, changed_xid) SELECT unnest(stamped), pg_current_xact_id()::text::bigint
  ON CONFLICT ON CONSTRAINT product_index_stamps_pkey DO UPDATE SET changed_xid = EXCLUDED.changed_xid;
$$;
--> statement-breakpoint
-- A sale's window moved: every product in it.
CREATE FUNCTION "stamp_flash_sale_products_for_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_products_for_search(ARRAY(SELECT fi.product_id FROM flash_sale_items fi WHERE fi.flash_sale_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flash_sales_stamp_for_search" AFTER UPDATE OF starts_at, ends_at
  ON "flash_sales" FOR EACH ROW EXECUTE FUNCTION "stamp_flash_sale_products_for_search"();
--> statement-breakpoint
-- A category or brand renamed: its products, whose rows show its name and link.
CREATE FUNCTION "stamp_category_products_for_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_products_for_search(ARRAY(SELECT p.id FROM products p WHERE p.category_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_stamp_for_search" AFTER UPDATE OF name, slug
  ON "categories" FOR EACH ROW EXECUTE FUNCTION "stamp_category_products_for_search"();
--> statement-breakpoint
CREATE FUNCTION "stamp_brand_products_for_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_products_for_search(ARRAY(SELECT p.id FROM products p WHERE p.brand_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "brands_stamp_for_search" AFTER UPDATE OF name, slug
  ON "brands" FOR EACH ROW EXECUTE FUNCTION "stamp_brand_products_for_search"();
