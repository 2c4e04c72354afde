-- The index now also holds the other written forms of model numbers and SKUs; clearing it makes the
-- next start re-index every product (see server/modules/search/indexing.ts ensureSearchIndex).
UPDATE "products" SET "search_vector" = NULL;
