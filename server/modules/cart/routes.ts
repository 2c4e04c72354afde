import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CART_MESSAGES } from '#domain/messages.ts';
import { requireCustomer } from '#server/modules/auth/plugin.ts';
import type { AppServices } from '#server/services.ts';
import {
  addToCartAnswers,
  cartAnswers,
  cartLineBody,
  emptyCartAnswers,
  lineParams,
  mergeBody,
  mergeCartAnswers,
  quantityBody,
  quoteAnswers,
  quoteBody,
  removeLineAnswers,
  replaceBody,
  saveCartAnswers,
  setQuantityAnswers,
} from './schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';

/** A signed-in customer's cart, kept on the server; guests keep theirs in the browser. */
export const cartRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { cart } = services;
  const tags = ['cart'];
  app.addHook('onSend', noStoreOnSend);
  const customerId = async (request: Parameters<typeof requireCustomer>[1]) => (await requireCustomer(services, request)).customer.id;

  app.get(
    '/cart',
    { schema: { tags, operationId: 'getCart', summary: 'The cart with current prices and stock', security: access.customer, response: cartAnswers } },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await cart.get(await customerId(request)),
    }),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        operationId: 'addCartItem',
        summary: 'Add a product (more of it when already there)',
        security: access.customer,
        body: cartLineBody,
        response: addToCartAnswers,
      },
    },
    async (request) => {
      const result = await cart.add(await customerId(request), request.body);
      return { success: true as const, message: result.message ?? CART_MESSAGES.added, data: result.cart };
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags,
        operationId: 'setCartItemQuantity',
        summary: 'Set the quantity of a line',
        security: access.customer,
        params: lineParams,
        body: quantityBody,
        response: setQuantityAnswers,
      },
    },
    async (request) => {
      const result = await cart.setQuantity(await customerId(request), request.params.id, request.body.quantity);
      return { success: true as const, message: result.message ?? 'Cart updated.', data: result.cart };
    },
  );

  app.delete(
    '/cart/items/:id',
    { schema: { tags, operationId: 'removeCartItem', summary: 'Remove a line', security: access.customer, params: lineParams, response: removeLineAnswers } },
    async (request) => ({
      success: true as const,
      message: CART_MESSAGES.removed,
      data: await cart.remove(await customerId(request), request.params.id),
    }),
  );

  app.delete(
    '/cart',
    { schema: { tags, operationId: 'emptyCart', summary: 'Empty the cart', security: access.customer, response: emptyCartAnswers } },
    async (request) => {
      const id = await customerId(request);
      await cart.clear(id);
      return { success: true as const, message: 'Cart emptied.', data: await cart.get(id) };
    },
  );

  app.put(
    '/cart',
    {
      schema: {
        tags,
        operationId: 'saveCart',
        summary: "Save the browser's copy of the cart whole (a product's lines merged; quantities capped at 20 and at stock)",
        security: access.customer,
        body: replaceBody,
        response: saveCartAnswers,
      },
    },
    async (request) => {
      const result = await cart.replace(await customerId(request), request.body.items);
      return { success: true as const, message: 'Cart saved.', data: { ...result.cart, skipped: result.skipped, adjusted: result.adjusted } };
    },
  );

  app.post(
    '/cart/quote',
    {
      schema: {
        tags,
        operationId: 'quoteCart',
        summary: "Price a guest's cart with today's prices and stock (nothing is stored)",
        security: access.public,
        body: quoteBody,
        response: quoteAnswers,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await cart.quote(request.body.items),
    }),
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        tags,
        operationId: 'mergeCart',
        summary: 'Merge the guest cart in at sign-in (guest quantities win, capped at 20 and at stock)',
        security: access.customer,
        body: mergeBody,
        response: mergeCartAnswers,
      },
    },
    async (request) => {
      const result = await cart.merge(await customerId(request), request.body.items);
      return { success: true as const, message: 'Cart merged.', data: { ...result.cart, skipped: result.skipped, adjusted: result.adjusted } };
    },
  );
};
