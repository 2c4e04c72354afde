import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '#server/db/schema.ts';
import { answers, apiErrorBody, envelope, redirect } from '#server/http/openapi/answers.ts';
import { requiredMobileNumber } from '#server/modules/orders/schemas.ts';

export const startPaymentBody = z.object({
  order_number: z.string({ error: 'Enter your order number.' }).trim().min(1, 'Enter your order number.').max(30, 'That is not an order number.'),
  phone: requiredMobileNumber('Enter the mobile number used for the order.'),
});

/**
 * What a gateway posts: every field arrives as text, and the handlers read only what they need.
 * Which fields come is SSLCommerz's to say (tran_id, val_id, status, verify_sign, verify_key and
 * whichever it signs), so any text field is taken.
 */
export const gatewayFields = z.record(z.string(), z.string());

/**
 * The gateways post HTML forms; the routes' own form parser reads them, and JSON is read as on
 * every route (the suites and API clients send it).
 */
export const GATEWAY_POST_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

// 502 is not among the API's shared error answers: only these operations depend on SSLCommerz answering.
const gatewayDown = apiErrorBody.describe(
  'The payment gateway could not be reached or refused to open a session; nothing was paid. Try again, or pay in cash on delivery.',
);
const validatorDown = apiErrorBody.describe("SSLCommerz's validation API could not be reached; the notice was not applied: send it again.");

export const startPaymentAnswers = {
  ...answers(
    {
      201: envelope(
        z.object({
          redirect_url: z.string().describe("The gateway's payment page: send the shopper there"),
          tran_id: z.string().describe('This attempt; the result page and the gateway name it'),
          gateway: z.enum(PAYMENT_GATEWAYS),
        }),
        'A payment attempt was opened at the gateway',
      ),
    },
    [404, 409, 429, 503],
  ),
  502: gatewayDown,
};

export const gatewayReturnAnswers = answers(
  { 303: redirect("To the shop's result page, /payment/success, /payment/fail or /payment/cancel (with `order` and `tran_id` when the attempt is known)") },
  [404],
);

export const ipnAnswers = {
  ...answers(
    {
      // No `data`: SSLCommerz reads only the status; the message is for its IPN log.
      200: z
        .object({ success: z.literal(true), message: z.string().describe('What was done with the notice, for the IPN log') })
        .describe('The notice was handled (also when it was for an unknown or already settled attempt)'),
    },
    [404],
  ),
  502: validatorDown,
};

export const testCompleteAnswers = answers(
  { 303: redirect("To the shop's result page for the attempt: /payment/success, /payment/fail or /payment/cancel") },
  [404],
);

export const testCompleteBody = z.object({
  tran_id: z.string({ error: 'Missing transaction id.' }).trim().min(1, 'Missing transaction id.').max(64, 'Missing transaction id.'),
  outcome: z.enum(['success', 'fail', 'cancel'], { error: 'Choose success, fail or cancel.' }),
});

/** What bKash appends to the callback URL when it sends the shopper back (signature and apiVersion are not read). */
export const bkashCallbackQuery = z
  .object({
    paymentID: z.string().max(100).optional().describe("bKash's id for the payment, as created"),
    status: z.string().max(20).optional().describe('success, failure or cancel, as bKash says; never believed without asking bKash'),
  })
  .loose();

export const bkashCallbackAnswers = answers(
  {
    303: redirect(
      "To the shop's result page: /payment/success (paid, or being confirmed with bKash), /payment/fail or /payment/cancel, with `order` and `tran_id` when the attempt is known",
    ),
  },
  [404],
);

/** What Nagad appends to `merchantCallbackURL` when it sends the shopper back; unsigned, so only payment_ref_id is used, as a hint. */
export const nagadCallbackQuery = z
  .object({
    payment_ref_id: z.string().max(200).optional().describe("Nagad's paymentReferenceId, from initialize: which attempt to ask Nagad about"),
    order_id: z.string().max(64).optional().describe('Our transaction id, as Nagad echoes it; not read'),
    status: z.string().max(40).optional().describe('Success, Aborted, Failed…, as the browser brings it; never believed without asking Nagad'),
  })
  .loose();

export const nagadCallbackAnswers = answers(
  {
    303: redirect(
      "To the shop's result page: /payment/success (paid, or still being confirmed with Nagad), /payment/fail or /payment/cancel, with `order` and `tran_id` when the attempt is known",
    ),
  },
  [404],
);
