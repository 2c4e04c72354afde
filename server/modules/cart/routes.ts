import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CART_MESSAGES } from '#domain/messages.ts';
import { requireCustomer } from '#server/modules/auth/plugin.ts';
import type { AppServices } from '#server/services.ts';
import { cartLineBody, lineParams, mergeBody, quantityBody, quoteBody, replaceBody } from './schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';

/** A signed-in customer's cart, kept on the server; guests keep theirs in the browser. */
export const cartRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { cart } = services;
  const tags = ['cart'];
  app.addHook('onSend', noStoreOnSend);
  const customerId = async (request: Parameters<typeof requireCustomer>[1]) => (await requireCustomer(services, request)).customer.id;

  app.get('/cart', { schema: { tags, summary: 'The cart with current prices and stock' } }, async (request) => ({
    success: true,
    message: 'OK',
    data: await cart.get(await customerId(request)),
  }));

  app.post('/cart/items', { schema: { tags, summary: 'Add a product (more of it when already there)', body: cartLineBody } }, async (request) => {
    const result = await cart.add(await customerId(request), request.body);
    return { success: true, message: result.message ?? CART_MESSAGES.added, data: result.cart };
  });

  app.patch('/cart/items/:id', { schema: { tags, summary: 'Set the quantity of a line', params: lineParams, body: quantityBody } }, async (request) => {
    const result = await cart.setQuantity(await customerId(request), request.params.id, request.body.quantity);
    return { success: true, message: result.message ?? 'Cart updated.', data: result.cart };
  });

  app.delete('/cart/items/:id', { schema: { tags, summary: 'Remove a line', params: lineParams } }, async (request) => ({
    success: true,
    message: CART_MESSAGES.removed,
    data: await cart.remove(await customerId(request), request.params.id),
  }));

  app.delete('/cart', { schema: { tags, summary: 'Empty the cart' } }, async (request) => {
    const id = await customerId(request);
    await cart.clear(id);
    return { success: true, message: 'Cart emptied.', data: await cart.get(id) };
  });

  app.put('/cart', { schema: { tags, summary: "Save the browser's copy of the cart whole (a product's lines merged; quantities capped at 20 and at stock)", body: replaceBody } }, async (request) => {
    const result = await cart.replace(await customerId(request), request.body.items);
    return { success: true, message: 'Cart saved.', data: { ...result.cart, skipped: result.skipped, adjusted: result.adjusted } };
  });

  app.post('/cart/quote', { schema: { tags, summary: "Price a guest's cart with today's prices and stock (nothing is stored)", body: quoteBody } }, async (request) => ({
    success: true,
    message: 'OK',
    data: await cart.quote(request.body.items),
  }));

  app.post('/cart/merge', { schema: { tags, summary: 'Merge the guest cart in at sign-in (guest quantities win, capped at 20 and at stock)', body: mergeBody } }, async (request) => {
    const result = await cart.merge(await customerId(request), request.body.items);
    return { success: true, message: 'Cart merged.', data: { ...result.cart, skipped: result.skipped, adjusted: result.adjusted } };
  });
};
