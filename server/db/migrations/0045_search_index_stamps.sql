CREATE TABLE "product_index_stamps" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"changed_xid" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_index_stamps_changed_idx" ON "product_index_stamps" USING btree ("changed_xid");--> statement-breakpoint
-- Stamps a product with the writing transaction's id whenever something search reads changes: its
-- words, its facet columns or a sort key. Each process's search index reads the products stamped
-- since its last read, so every writer (checkout's stock, the back office, imports, the search
-- words' own update) is seen without having to tell anyone.
CREATE FUNCTION "stamp_product_for_search"(stamped integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_index_stamps (product_id, changed_xid) VALUES (stamped, pg_current_xact_id()::text::bigint)
  ON CONFLICT ON CONSTRAINT product_index_stamps_pkey DO UPDATE SET changed_xid = EXCLUDED.changed_xid;
$$;
--> statement-breakpoint
CREATE FUNCTION "stamp_changed_product_for_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_product_for_search(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stamp_for_search" AFTER INSERT OR DELETE OR UPDATE OF status, name, category_id, brand_id, retail_price, sale_price,
  stock_quantity, stock_reserved, color, size, memory, search_vector, created_at, sales_count, review_count, average_rating
  ON "products" FOR EACH ROW EXECUTE FUNCTION "stamp_changed_product_for_search"();
--> statement-breakpoint
CREATE FUNCTION "stamp_extra_category_product_for_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM stamp_product_for_search(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM stamp_product_for_search(NEW.product_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_extra_categories_stamp_for_search" AFTER INSERT OR UPDATE OR DELETE
  ON "product_extra_categories" FOR EACH ROW EXECUTE FUNCTION "stamp_extra_category_product_for_search"();
