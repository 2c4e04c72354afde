-- Statistics on whether a product is in stock, so the planner's estimate of an in-stock listing is
-- close: for a comparison of two columns it otherwise assumes a third of the rows, and a listing
-- too large to count shows that estimate as its number of products (5,372 in-stock laptops of
-- 16,118 when 15,378 were in stock). The planner reads them for the condition written as
-- `(stock_quantity > stock_reserved) IS TRUE`, as search/filters.ts writes it.
CREATE STATISTICS IF NOT EXISTS "products_in_stock_stats" ON (stock_quantity > stock_reserved) FROM "products";--> statement-breakpoint
ANALYZE "products";
