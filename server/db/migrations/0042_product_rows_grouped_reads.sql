-- product_rows_json(ids): see PRODUCT_ROWS_QUERY in server/modules/catalog/list-rows.ts, whose text this is.
-- A page's pictures and flash offers are read in one grouped read each instead of a subquery per product.
CREATE OR REPLACE FUNCTION "product_rows_json"(ids integer[]) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(json_agg(json_build_object(
      'product', json_build_object('id', products."id", 'name', products."name", 'slug', products."slug", 'sku', products."sku", 'type', products."type", 'category_id', products."category_id", 'brand_id', products."brand_id", 'retail_price', products."retail_price", 'sale_price', products."sale_price", 'regular_price', products."regular_price", 'price', products."price", 'stock_quantity', products."stock_quantity", 'stock_reserved', products."stock_reserved", 'status', products."status", 'short_description', products."short_description", 'color', products."color", 'size', products."size", 'memory', products."memory", 'average_rating', products."average_rating", 'review_count', products."review_count", 'sales_count', products."sales_count", 'display_order', products."display_order", 'created_at', products."created_at", 'updated_at', products."updated_at"),
      'category', CASE WHEN categories.id IS NULL THEN NULL ELSE json_build_object('id', categories.id, 'name', categories.name, 'slug', categories.slug) END,
      'brand', CASE WHEN brands.id IS NULL THEN NULL ELSE json_build_object('id', brands.id, 'name', brands.name, 'slug', brands.slug) END,
      'flash', CASE WHEN products.type = 'simple' THEN flash.offer END,
      'media', coalesce(pictures.media, '[]'::json)) ORDER BY page.position), '[]'::json)
    FROM unnest(ids) WITH ORDINALITY AS page(id, position)
    JOIN products ON products.id = page.id
    LEFT JOIN categories ON categories.id = products.category_id
    LEFT JOIN brands ON brands.id = products.brand_id
    LEFT JOIN (SELECT m.product_id, json_agg(json_build_object('id', m.id, 'isPrimary', m.is_primary, 'width', m.width, 'height', m.height,
      'originalPath', m.original_path, 'optimizedPath', m.optimized_path, 'cardPath', m.card_path, 'thumbnailPath', m.thumbnail_path)
    ORDER BY m.position, m.id) AS media
  FROM media m WHERE m.product_id = ANY(ids) AND m.variant_id IS NULL GROUP BY m.product_id) pictures ON pictures.product_id = products.id
    LEFT JOIN (SELECT DISTINCT ON (fi.product_id) fi.product_id, json_build_object('price', fi.flash_price, 'ends_at', fs.ends_at) AS offer
    FROM flash_sale_items fi JOIN flash_sales fs ON fs.id = fi.flash_sale_id
    WHERE fi.product_id = ANY(ids) AND fs.starts_at <= now() and now() < fs.ends_at
    ORDER BY fi.product_id, fi.flash_price, fs.ends_at) flash ON flash.product_id = products.id);
END
$$;
