import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { regularPrice } from '#domain/emi.ts';
import { mergeLines, OVER_LINE_CAP } from '#domain/cart-lines.ts';
import { CART_MESSAGES, onlyLeftInStock } from '#domain/messages.ts';
import { effectivePrices, isCallForPrice } from '#domain/pricing.ts';
import { availableStock, MAX_LINE_QUANTITY } from '#domain/stock.ts';
import type { Database } from '#server/db/client.ts';
import { cartItems, products, productVariants } from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { runningFlashPrice } from '#server/modules/catalog/flash-sale.ts';
import { productCardPaths } from '#server/modules/media/card-images.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';
import { type CartLineInput, keptCartLine } from './schemas.ts';

type CartProblem = 'unavailable' | 'call_for_price' | 'out_of_stock' | 'not_enough_stock' | 'over_limit';

export interface CartLine {
  /** The stored line; null on a quote of a guest cart. */
  id: number | null;
  product_id: number;
  variant_id: number | null;
  name: string;
  slug: string;
  sku: string;
  image: string | null;
  options: { name: string; value: string }[];
  price: number;
  retail_price: number;
  /** What a unit costs paid on EMI (domain/emi.ts `regularPrice`). */
  regular_price: number;
  discount_percent: number | null;
  quantity: number;
  available: number;
  line_total: number;
  /** The product is sold on cash on delivery only with an advance, where the shop's rules count it. */
  needs_advance: boolean;
  problem: CartProblem | null;
}

/** A line of a merged or saved cart that was kept at less than asked for, and why. */
interface AdjustedLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
  reason: string;
}

interface SkippedLine {
  product_id: unknown;
  reason: string;
}

export interface Cart {
  items: CartLine[];
  count: number;
  subtotal: number;
  /** The buyable lines at their regular (EMI) prices: what paying on EMI starts from. */
  regular_subtotal: number;
  savings: number;
  has_problems: boolean;
}

interface Sellable {
  name: string;
  slug: string;
  sku: string;
  options: { name: string; value: string }[];
  price: number;
  retailPrice: number;
  regularPrice: number;
  discountPercent: number | null;
  available: number;
  active: boolean;
  needsAdvance: boolean;
}

/** Current price (a running flash sale's included) and stock of each product or variant, read fresh: the browser's numbers are never used. */
async function sellables(db: Database, lines: { productId: number; variantId: number | null }[]): Promise<Map<string, Sellable>> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  if (productIds.length === 0) return new Map();
  const [productRows, variantRows] = await Promise.all([
    db
      .select({ ...getTableColumns(products), flash: runningFlashPrice(sql`products.id`, sql`products.type`) })
      .from(products)
      .where(inArray(products.id, productIds)),
    variantIds.length ? db.select().from(productVariants).where(inArray(productVariants.id, variantIds)) : Promise.resolve([]),
  ]);
  const result = new Map<string, Sellable>();
  for (const line of lines) {
    const product = productRows.find((row) => row.id === line.productId);
    if (!product) continue;
    const variant = line.variantId === null ? null : variantRows.find((row) => row.id === line.variantId && row.productId === product.id);
    if (line.variantId !== null && !variant) continue;
    const prices = variant ? effectivePrices(variant.retailPrice, variant.salePrice) : effectivePrices(product.retailPrice, product.salePrice, product.flash);
    result.set(`${line.productId}:${line.variantId ?? ''}`, {
      name: product.name,
      slug: product.slug,
      sku: variant?.sku ?? product.sku,
      options: variant?.attributes ?? [],
      price: prices.price,
      retailPrice: prices.retailPrice,
      regularPrice: regularPrice(prices.price, variant ? variant.regularPrice : product.regularPrice),
      discountPercent: prices.discountPercent,
      needsAdvance: product.needsAdvance,
      available: variant ? availableStock(variant.stockQuantity, variant.stockReserved) : availableStock(product.stockQuantity, product.stockReserved),
      // A product with options can only be bought as one of its variants.
      active: product.status === 1 && (variant ? variant.active : product.type === 'simple'),
    });
  }
  return result;
}

function problemOf(item: Sellable | undefined, quantity: number): CartProblem | null {
  if (!item?.active) return 'unavailable';
  if (isCallForPrice(item.price)) return 'call_for_price';
  if (item.available <= 0) return 'out_of_stock';
  if (item.available < quantity) return 'not_enough_stock';
  if (quantity > MAX_LINE_QUANTITY) return 'over_limit';
  return null;
}

/** What adding this line would hit first, as the message the shopper sees. */
function refusal(item: Sellable | undefined, variantGiven: boolean): string | null {
  if (!item) return variantGiven ? 'This option is no longer sold.' : 'This product is no longer sold.';
  if (!item.active) return variantGiven ? 'This option is no longer sold.' : 'Choose the product options first.';
  if (isCallForPrice(item.price)) return CART_MESSAGES.callForPriceCannotAdd;
  if (item.available <= 0) return CART_MESSAGES.outOfStock;
  return null;
}

const imageUrl = (path: string | undefined) => (path ? mediaUrl(path) : null);

/** A line to price: a stored cart line (with its id) or a guest's line sent for a quote (no id). */
interface LineToPrice {
  id: number | null;
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** Prices lines with what the database says now; lines that cannot be bought are flagged and left out of the totals. */
async function priceLines(db: Database, rows: LineToPrice[]): Promise<Cart> {
  const [stock, pictures] = await Promise.all([
    sellables(db, rows),
    productCardPaths(
      db,
      rows.map((row) => row.productId),
    ),
  ]);
  const items: CartLine[] = rows.map((row) => {
    const item = stock.get(`${row.productId}:${row.variantId ?? ''}`);
    return {
      id: row.id,
      product_id: row.productId,
      variant_id: row.variantId,
      name: item?.name ?? 'Product no longer available',
      slug: item?.slug ?? '',
      sku: item?.sku ?? '',
      image: imageUrl(pictures.get(row.productId)),
      options: item?.options ?? [],
      price: item?.price ?? 0,
      retail_price: item?.retailPrice ?? 0,
      regular_price: item?.regularPrice ?? 0,
      discount_percent: item?.discountPercent ?? null,
      quantity: row.quantity,
      available: item?.available ?? 0,
      line_total: (item?.price ?? 0) * row.quantity,
      needs_advance: item?.needsAdvance ?? false,
      problem: problemOf(item, row.quantity),
    };
  });
  const buyable = items.filter((line) => line.problem === null);
  return {
    items,
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: buyable.reduce((sum, line) => sum + line.line_total, 0),
    regular_subtotal: buyable.reduce((sum, line) => sum + line.regular_price * line.quantity, 0),
    savings: buyable.reduce((sum, line) => sum + (line.retail_price - line.price) * line.quantity, 0),
    has_problems: buyable.length !== items.length,
  };
}

export function createCartService(db: Database) {
  async function get(customerId: number): Promise<Cart> {
    const rows = await db.select().from(cartItems).where(eq(cartItems.customerId, customerId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return priceLines(db, rows);
  }

  /**
   * Writes a line's quantity, held to the per-order cap and to the stock; answers the quantity
   * written and, when it is less than asked for, the reason.
   */
  async function upsert(customerId: number, input: CartLineInput, mode: 'add' | 'replace'): Promise<{ quantity: number; reason: string | null }> {
    const variantId = input.variant_id ?? null;
    const item = (await sellables(db, [{ productId: input.product_id, variantId }])).get(`${input.product_id}:${variantId ?? ''}`);
    const refused = refusal(item, variantId !== null);
    if (refused || !item) throw validationError({ product_id: [refused ?? CART_MESSAGES.outOfStock] }, refused ?? CART_MESSAGES.outOfStock);
    const [existing] = await db
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, input.product_id), sql`coalesce(${cartItems.variantId}, 0) = ${variantId ?? 0}`))
      .limit(1);
    const asked = mode === 'add' && existing ? [existing.quantity, input.quantity] : [input.quantity];
    const [line] = mergeLines(asked.map((quantity) => ({ productId: input.product_id, variantId, quantity })));
    const quantity = Math.min(line!.quantity, item.available);
    if (existing) {
      await db.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, existing.id));
    } else {
      // Two tabs adding the same product at once: the unique line index keeps one, the other updates it.
      const inserted = await db
        .insert(cartItems)
        .values({ customerId, productId: input.product_id, variantId, quantity })
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      if (inserted.length === 0) {
        await db
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(
            and(eq(cartItems.customerId, customerId), eq(cartItems.productId, input.product_id), sql`coalesce(${cartItems.variantId}, 0) = ${variantId ?? 0}`),
          );
      }
    }
    const reason = quantity < line!.quantity ? onlyLeftInStock(item.available) : line!.quantity < line!.wanted ? OVER_LINE_CAP : null;
    return { quantity, reason };
  }

  /**
   * Sets each product's quantity: lines of the same product and variant count as one, their
   * quantities added up, then held to the per-order cap and the stock (reported as adjusted).
   * Lines that cannot be bought are skipped with the reason.
   */
  async function writeLines(customerId: number, lines: unknown[]) {
    const skipped: SkippedLine[] = [];
    const adjusted: AdjustedLine[] = [];
    const kept: CartLineInput[] = [];
    for (const raw of lines) {
      const parsed = keptCartLine.safeParse(raw);
      if (parsed.success) kept.push(parsed.data);
      else skipped.push({ product_id: (raw as { product_id?: unknown } | null)?.product_id ?? null, reason: 'Not a product in this shop.' });
    }
    for (const line of mergeLines(kept.map((input) => ({ productId: input.product_id, variantId: input.variant_id ?? null, quantity: input.quantity })))) {
      try {
        const written = await upsert(customerId, { product_id: line.productId, variant_id: line.variantId, quantity: line.wanted }, 'replace');
        if (written.reason) adjusted.push({ product_id: line.productId, variant_id: line.variantId, quantity: written.quantity, reason: written.reason });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        skipped.push({ product_id: line.productId, reason: error.message });
      }
    }
    return { skipped, adjusted };
  }

  return {
    get,

    /** Adds to the cart; a product already there gets more. */
    async add(customerId: number, input: CartLineInput) {
      const { reason } = await upsert(customerId, input, 'add');
      return { cart: await get(customerId), message: reason };
    },

    /** Sets a line's quantity (at least 1; capped at the stock with a message). */
    async setQuantity(customerId: number, lineId: number, quantity: number) {
      const [line] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.customerId, customerId)))
        .limit(1);
      if (!line) throw notFound('This item is no longer in your cart.');
      const { reason } = await upsert(customerId, { product_id: line.productId, variant_id: line.variantId, quantity }, 'replace');
      return { cart: await get(customerId), message: reason };
    },

    async remove(customerId: number, lineId: number) {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.customerId, customerId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound('This item is no longer in your cart.');
      return get(customerId);
    },

    async clear(customerId: number) {
      await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
    },

    /**
     * The guest cart joins the customer's at sign-in: for a product in both, the guest's quantity
     * wins. Lines that cannot be bought are skipped and reported, not fatal.
     */
    async merge(customerId: number, guestLines: unknown[]) {
      const written = await writeLines(customerId, guestLines);
      return { cart: await get(customerId), ...written };
    },

    /** The browser's copy of a signed-in cart, saved whole: lines it no longer has are removed. */
    async replace(customerId: number, lines: unknown[]) {
      const kept = lines.flatMap((raw) => {
        const parsed = keptCartLine.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      });
      const keep = kept.map((line) => sql`(${line.product_id}::integer, ${line.variant_id ?? 0}::integer)`);
      await db
        .delete(cartItems)
        .where(
          keep.length
            ? and(eq(cartItems.customerId, customerId), sql`(${cartItems.productId}, coalesce(${cartItems.variantId}, 0)) not in (${sql.join(keep, sql`, `)})`)
            : eq(cartItems.customerId, customerId),
        );
      const written = await writeLines(customerId, lines);
      return { cart: await get(customerId), ...written };
    },

    /**
     * A guest cart priced now, so the cart and checkout pages never show the browser's numbers.
     * Lines of one product count as one, their quantities added up; a product over the per-order
     * cap is flagged rather than cut, so the page can say what to change.
     */
    quote(lines: CartLineInput[]): Promise<Cart> {
      const merged = mergeLines(lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id ?? null, quantity: line.quantity })));
      return priceLines(
        db,
        merged.map((line) => ({ id: null, productId: line.productId, variantId: line.variantId, quantity: line.wanted })),
      );
    },
  };
}
