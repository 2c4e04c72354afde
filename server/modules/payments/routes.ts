import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '#server/http/errors.ts';
import type { AppServices } from '#server/services.ts';
import { PAYMENT_API_MESSAGES } from './messages.ts';
import {
  bkashCallbackAnswers,
  bkashCallbackQuery,
  nagadCallbackAnswers,
  nagadCallbackQuery,
  GATEWAY_POST_TYPES,
  gatewayFields,
  gatewayReturnAnswers,
  ipnAnswers,
  startPaymentAnswers,
  startPaymentBody,
  testCompleteAnswers,
  testCompleteBody,
} from './schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';

const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

// 303 turns the gateway's POST into a GET of the result page, so a reload never posts again.
const seeOther = (reply: FastifyReply, path: string) => reply.code(303).header('location', path).send();

export const paymentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  // SSLCommerz and the test gateway's plain HTML form post form-encoded bodies; only these routes
  // accept them (a parser registered here stays inside this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.addHook('onSend', noStoreOnSend);

  app.post(
    '/payments/init',
    {
      schema: {
        tags: ['payments'],
        operationId: 'startPayment',
        summary: 'Start paying an online order: answers the gateway page to send the shopper to',
        description:
          'Allowed while the order is pending, unpaid and within 30 minutes of being placed (409 otherwise). Each call is a new attempt with its own tran_id. A wrong order number or mobile number is a 404 and counts against the tracking limit (429).',
        security: access.public,
        body: startPaymentBody,
        response: startPaymentAnswers,
      },
    },
    async (request, reply) => {
      const data = await services.payments
        .startByOrderNumber(request.body.order_number, request.body.phone, requestOrigin(request))
        .catch(async (error: unknown) => {
          // Number and phone together unlock an order, as on the tracking page: wrong guesses count
          // against the same limit, while a shopper's retries of a real order never do.
          if (error instanceof HttpError && error.statusCode === 404) await services.rateLimits.consume('trackOrder', request.ip);
          throw error;
        });
      return reply.code(201).send({ success: true as const, message: PAYMENT_API_MESSAGES.started, data });
    },
  );

  for (const kind of ['success', 'fail', 'cancel'] as const) {
    app.post(
      `/payments/sslcommerz/${kind}`,
      {
        schema: {
          tags: ['payments'],
          operationId: `sslcommerzReturn${kind[0]!.toUpperCase()}${kind.slice(1)}`,
          summary: `SSLCommerz sends the shopper back here (${kind}); redirects to the result page (404 when SSLCommerz is not set up)`,
          security: access.public,
          consumes: GATEWAY_POST_TYPES,
          body: gatewayFields,
          response: gatewayReturnAnswers,
        },
      },
      async (request, reply) => seeOther(reply, await services.payments.sslcommerzReturn(kind, request.body)),
    );
  }

  app.post(
    '/payments/sslcommerz/ipn',
    {
      schema: {
        tags: ['payments'],
        operationId: 'sslcommerzIpn',
        summary: "SSLCommerz's server-to-server payment notice (verify_sign checked, 400 when forged; then the validation API, 502 while it is down)",
        security: access.public,
        consumes: GATEWAY_POST_TYPES,
        body: gatewayFields,
        response: ipnAnswers,
      },
    },
    async (request) => ({ success: true as const, message: await services.payments.sslcommerzIpn(request.body) }),
  );

  app.get(
    '/payments/bkash/callback',
    {
      schema: {
        tags: ['payments'],
        operationId: 'bkashCallback',
        summary: 'bKash sends the shopper back here; the payment is executed and checked with bKash, then the shopper is redirected to the result page',
        description:
          "Nothing in the query is believed: a success is executed and then asked about with bKash's status API, and the order is paid only when bKash says Completed for the attempt's amount in BDT and its invoice number, once however often the callback comes. 404 when bKash is not set up.",
        security: access.public,
        querystring: bkashCallbackQuery,
        response: bkashCallbackAnswers,
      },
    },
    async (request, reply) => seeOther(reply, await services.payments.bkashCallback(request.query)),
  );

  app.get(
    '/payments/nagad/callback',
    {
      schema: {
        tags: ['payments'],
        operationId: 'nagadCallback',
        summary:
          "Nagad sends the shopper back here (merchantCallbackURL); the payment is checked with Nagad's verify API, then the shopper is redirected to the result page",
        description:
          "Nothing in the query is believed: payment_ref_id only names an attempt this shop started, and the order is paid only when Nagad's verify API says Success for that attempt's order id and amount in taka, once however often or in whatever order the callbacks come. A payment Nagad has not finished is shown as being confirmed, not failed. 404 when Nagad is not set up.",
        security: access.public,
        querystring: nagadCallbackQuery,
        response: nagadCallbackAnswers,
      },
    },
    async (request, reply) => seeOther(reply, await services.payments.nagadCallback(request.query)),
  );

  if (!services.payments.offersTestGateway) {
    // Without PAYMENT_TEST_GATEWAY the test gateway does not exist: a 404 whatever the body (the
    // catch-all would answer a form post 415, as it cannot read form bodies).
    app.post('/payments/test/complete', { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }
  app.post(
    '/payments/test/complete',
    {
      schema: {
        tags: ['payments'],
        operationId: 'completeTestPayment',
        summary: 'The local test gateway: finish a test payment as paid, failed or cancelled (only with PAYMENT_TEST_GATEWAY, never in production)',
        security: access.public,
        consumes: GATEWAY_POST_TYPES,
        body: testCompleteBody,
        response: testCompleteAnswers,
      },
    },
    async (request, reply) => seeOther(reply, await services.payments.completeTest(request.body.tran_id, request.body.outcome)),
  );
};
