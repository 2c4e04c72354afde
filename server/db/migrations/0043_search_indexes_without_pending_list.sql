-- The text indexes on products and its facet copy keep no pending list (see schema.ts): altered in
-- place, as rebuilding them would hold writes to the catalogue for the length of a rebuild. Whatever
-- is pending is merged first, since turning the option off leaves an existing list to be read.
SELECT gin_clean_pending_list('products_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_sku_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('product_facet_rows_search_idx'::regclass);--> statement-breakpoint
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_name_sku_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "product_facet_rows_search_idx" SET (fastupdate = off);
