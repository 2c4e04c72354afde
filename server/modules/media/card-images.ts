import { type SQL, and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { media } from '#server/db/schema.ts';

/** Each product's first own image (not a variant's), as its card-size path below the media root. */
export async function productCardPaths(db: Database, productIds: number[]): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  if (productIds.length === 0) return paths;
  const rows = await db
    .select({ productId: media.productId, cardPath: media.cardPath })
    .from(media)
    .where(and(inArray(media.productId, [...new Set(productIds)]), isNull(media.variantId)))
    .orderBy(asc(media.productId), asc(media.position));
  for (const row of rows) if (row.productId !== null && !paths.has(row.productId)) paths.set(row.productId, row.cardPath);
  return paths;
}

/** The same choice as `productCardPaths`, as a subquery for one product, for writes that store the picture with the row. */
export function productCardPathSql(productId: number): SQL<string | null> {
  return sql<
    string | null
  >`(select ${media.cardPath} from ${media} where ${media.productId} = ${productId} and ${media.variantId} is null order by ${media.position} limit 1)`;
}
