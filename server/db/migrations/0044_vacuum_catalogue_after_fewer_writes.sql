-- Autovacuum visits products and their facet copy after 1% of their rows change, not PostgreSQL's
-- default fifth. Every stock change at checkout writes a new row version and clears its page's
-- all-visible mark; until a vacuum sets it again, the covering-index reads of listings and facet
-- samples (index-only scans) read those rows as well. 3,000 orders on 100,516 products took the
-- filter-only listing from 204 to 141 req/s; the default would wait for about 20,000.
ALTER TABLE "products" SET (autovacuum_vacuum_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE "product_facet_rows" SET (autovacuum_vacuum_scale_factor = 0.01);
