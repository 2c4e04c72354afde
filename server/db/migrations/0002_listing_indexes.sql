DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id") INCLUDE ("id","status","price","created_at","sales_count","stock_quantity","stock_reserved");--> statement-breakpoint
CREATE INDEX "products_brand_listing_idx" ON "products" USING btree ("brand_id") INCLUDE ("id","status","price","created_at","sales_count","stock_quantity","stock_reserved");--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree (("price" = 0),"price","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_order_idx" ON "products" USING btree (("price" = 0),"price" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("name","id");