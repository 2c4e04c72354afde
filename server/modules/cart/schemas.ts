import { z } from 'zod';
import { OVER_LINE_CAP } from '#domain/cart-lines.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '#server/modules/orders/schemas.ts';

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const wholeQuantity = z.coerce.number({ error: 'Quantity must be a whole number.' }).int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.');

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
  items: z.array(z.object({ product_id: z.unknown(), variant_id: z.unknown().optional(), quantity: z.unknown().optional() }).passthrough()).max(MAX_ORDER_LINES * 2, 'Too many cart lines.'),
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
