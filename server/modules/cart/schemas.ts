import { z } from 'zod';
import { OVER_LINE_CAP } from '#domain/cart-lines.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '#server/modules/orders/schemas.ts';

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const wholeQuantity = z.coerce
  .number({ error: 'Quantity must be a whole number.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.');

const quantity = wholeQuantity.max(MAX_LINE_QUANTITY, OVER_LINE_CAP);

export const cartLineBody = z.object({
  product_id: id('must be a product id'),
  variant_id: id('must be a variant id').nullish(),
  quantity: quantity.default(1),
});

export type CartLineInput = z.infer<typeof cartLineBody>;

/**
 * A line of a cart the browser kept: a quantity over the per-order limit is not refused, since the
 * server merges and caps the lines (or, for a quote, flags them) rather than dropping what the
 * shopper chose.
 */
export const keptCartLine = cartLineBody.extend({ quantity: wholeQuantity.max(100_000, 'Quantity is too large.') });

export const quantityBody = z.object({ quantity });

export const lineParams = z.object({ id: id('must be a cart line id') });

/** The guest cart sent at sign-in; bad lines are skipped rather than refusing the whole merge. */
export const mergeBody = z.object({
  // Lines are read one by one in the service (`keptCartLine`), so any value is taken here: a line
  // that is not a product of this shop comes back in `skipped` instead of failing the whole save.
  items: z
    .array(
      z
        .object({
          product_id: z.unknown().optional().describe('A product id (a whole number); a line without a valid one is skipped'),
          variant_id: z.unknown().optional().describe('The variant id of a product with options; null or absent for a simple product'),
          quantity: z
            .unknown()
            .optional()
            .describe(`A whole number from 1 (the default); lines of one product are added up, then capped at ${MAX_LINE_QUANTITY} and at stock`),
        })
        .passthrough(),
    )
    .max(MAX_ORDER_LINES * 2, 'Too many cart lines.'),
});

/**
 * The browser's copy of a signed-in cart, saved whole; bad lines are skipped like in a merge.
 * @alias The same shape as mergeBody, named for what the route does with it.
 */
export const replaceBody = mergeBody;

/** A guest cart to price; the lines must be well formed, since nothing is written. */
export const quoteBody = z.object({
  items: z.array(keptCartLine).max(MAX_ORDER_LINES * 2, 'Too many cart lines.'),
});

const CART_PROBLEMS = ['unavailable', 'call_for_price', 'out_of_stock', 'not_enough_stock', 'over_limit'] as const;

const cartLineAnswer = z.object({
  id: z.number().int().nullable().describe('The stored line, for PATCH and DELETE /cart/items/{id}; null on a quote of a guest cart'),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  name: z.string(),
  slug: z.string().describe('Empty when the product is no longer sold'),
  sku: z.string(),
  image: z.string().nullable(),
  options: z.array(z.object({ name: z.string(), value: z.string() })).describe("The variant's chosen options; empty for a simple product"),
  price: z.number().int().describe('Whole taka, today (a running flash sale included); 0 when the product cannot be bought'),
  retail_price: z.number().int(),
  regular_price: z.number().int().describe('Whole taka a unit when paid on EMI; the price when no regular price is set'),
  discount_percent: z.number().int().nullable(),
  quantity: z.number().int(),
  available: z.number().int().describe('Units in stock now'),
  line_total: z.number().int(),
  needs_advance: z.boolean().describe('Sold on cash on delivery only with an advance, where the shop’s advance rules count such products'),
  problem: z.enum(CART_PROBLEMS).nullable().describe('Why the line cannot be bought as it is; such lines are left out of the totals'),
});

/** A cart priced now: every operation on it answers it whole. */
const cartAnswer = z.object({
  items: z.array(cartLineAnswer),
  count: z.number().int().describe('Units in the cart, every line counted'),
  subtotal: z.number().int().describe('Whole taka, of the lines that can be bought'),
  regular_subtotal: z.number().int().describe('The same lines at their regular (EMI) prices: what paying on EMI starts from'),
  savings: z.number().int().describe('Below retail, of the lines that can be bought'),
  has_problems: z.boolean().describe('Some line cannot be bought as it is (see each `problem`)'),
});

/** A saved or merged cart, with what was not taken as sent. */
const writtenCartAnswer = cartAnswer.extend({
  skipped: z
    .array(
      z.object({
        // The value the client sent, echoed whatever it was: the line is skipped because it is not a product id.
        product_id: z.unknown().describe('The product_id as sent'),
        reason: z.string(),
      }),
    )
    .describe('Lines not saved, and why'),
  adjusted: z
    .array(
      z.object({
        product_id: z.number().int(),
        variant_id: z.number().int().nullable(),
        quantity: z.number().int().describe('The quantity saved'),
        reason: z.string(),
      }),
    )
    .describe('Lines saved with less than asked for (the per-order cap, the stock), and why'),
});

export const cartAnswers = answers({ 200: envelope(cartAnswer, 'The cart with current prices and stock') });
export const addToCartAnswers = answers({ 200: envelope(cartAnswer, 'Added; the message says so, or why less was added than asked for') });
export const setQuantityAnswers = answers({ 200: envelope(cartAnswer, 'Quantity set; the message says why when less than asked for') }, [404]);
export const removeLineAnswers = answers({ 200: envelope(cartAnswer, 'Removed; the cart as it is now') }, [404]);
export const emptyCartAnswers = answers({ 200: envelope(cartAnswer, 'Emptied; the empty cart') });
export const saveCartAnswers = answers({ 200: envelope(writtenCartAnswer, 'Saved; lines skipped or saved with less are listed') });
export const mergeCartAnswers = answers({ 200: envelope(writtenCartAnswer, 'Merged; lines skipped or saved with less are listed') });
export const quoteAnswers = answers({ 200: envelope(cartAnswer, 'The guest cart priced now; line ids are null') });
