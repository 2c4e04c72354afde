CREATE TABLE "product_facet_rows" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"price" integer NOT NULL,
	"retail_price" integer NOT NULL,
	"sale_price" integer,
	"stock_quantity" integer NOT NULL,
	"stock_reserved" integer NOT NULL,
	"color" text,
	"size" text,
	"memory" text,
	"search_vector" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "product_facet_rows" ADD CONSTRAINT "product_facet_rows_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facet_rows_search_idx" ON "product_facet_rows" USING gin ("search_vector");--> statement-breakpoint
-- Mirrors a product's facet columns into product_facet_rows on every write that changes one, so no
-- writer of products (checkout's stock, the back office, imports, the search index) has to.
CREATE FUNCTION "mirror_product_facet_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facet_rows (id, status, category_id, brand_id, price, retail_price, sale_price, stock_quantity, stock_reserved, color, size, memory, search_vector)
  VALUES (NEW.id, NEW.status, NEW.category_id, NEW.brand_id, NEW.price, NEW.retail_price, NEW.sale_price, NEW.stock_quantity, NEW.stock_reserved, NEW.color, NEW.size, NEW.memory, strip(NEW.search_vector))
  ON CONFLICT (id) DO UPDATE SET
    status = EXCLUDED.status, category_id = EXCLUDED.category_id, brand_id = EXCLUDED.brand_id, price = EXCLUDED.price,
    retail_price = EXCLUDED.retail_price, sale_price = EXCLUDED.sale_price, stock_quantity = EXCLUDED.stock_quantity,
    stock_reserved = EXCLUDED.stock_reserved, color = EXCLUDED.color, size = EXCLUDED.size, memory = EXCLUDED.memory,
    search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_mirror_facet_row" AFTER INSERT OR UPDATE OF status, category_id, brand_id, retail_price, sale_price, stock_quantity, stock_reserved, color, size, memory, search_vector
  ON "products" FOR EACH ROW EXECUTE FUNCTION "mirror_product_facet_row"();
--> statement-breakpoint
INSERT INTO product_facet_rows (id, status, category_id, brand_id, price, retail_price, sale_price, stock_quantity, stock_reserved, color, size, memory, search_vector)
SELECT id, status, category_id, brand_id, price, retail_price, sale_price, stock_quantity, stock_reserved, color, size, memory, strip(search_vector) FROM products;
