-- products.price becomes derived from retail_price and sale_price by the database. A column cannot
-- be turned into a generated one in place: it is dropped, taking the indexes that hold it, and added
-- back; those indexes are then built again as 0002 made them.
ALTER TABLE "products" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price" integer GENERATED ALWAYS AS (CASE WHEN "sale_price" > 0 AND "sale_price" < "retail_price" THEN "sale_price" WHEN "retail_price" > 0 THEN "retail_price" ELSE 0 END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id") INCLUDE ("id","status","price","created_at","sales_count","stock_quantity","stock_reserved");--> statement-breakpoint
CREATE INDEX "products_brand_listing_idx" ON "products" USING btree ("brand_id") INCLUDE ("id","status","price","created_at","sales_count","stock_quantity","stock_reserved");--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree (("price" = 0),"price","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_order_idx" ON "products" USING btree (("price" = 0),"price" DESC NULLS FIRST,"id" DESC NULLS FIRST);
