import { z } from 'zod';

/**
 * The shapes every API answer takes, for the route schemas the OpenAPI document is generated from.
 * A route lists its own successes and the errors its handler raises; the answers any route can give
 * (malformed JSON, a foreign-origin write, a server error) are added to the document by
 * `finishDocument`, so they are written once.
 */

/** `{success: true, message, data}`: the envelope of every successful JSON answer. */
export const envelope = <Data extends z.ZodType>(data: Data, description: string) =>
  z.object({ success: z.literal(true), message: z.string(), data }).describe(description);

/** An answer with nothing to return but a message (a mail sent, a notice marked read). */
export const messageOnly = (description: string) => z.object({ success: z.literal(true), message: z.string(), data: z.null() }).describe(description);

export const apiErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Messages per field (`items.0.quantity`); `request` for the request as a whole. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A stable machine-readable reason where there is one (the newsletter's EMAIL_EXISTS, say). */
  code: z.string().optional(),
});

export const ERROR_ANSWERS = {
  400: 'The body is not valid JSON (or not the form it claims to be).',
  401: 'No session, or one that has ended: sign in again.',
  403: 'Refused: a write carried by a cookie from another site, or one this caller may not make.',
  404: 'Nothing here by that name, or nothing this caller may see.',
  409: 'The request conflicts with the current state (already done, already taken, no longer possible).',
  410: 'It existed but is gone for good (an expired code or link).',
  413: 'The body is larger than this operation takes.',
  421: 'This shop is not served under the host the request named (checked in production only).',
  415: 'The body is of a content type this operation does not take.',
  422: 'A field is missing or not valid; `errors` gives the messages per field.',
  429: 'Too many attempts; `Retry-After` says in how many seconds to try again.',
  500: 'The server failed; nothing was changed that the caller can see.',
  503: 'The server is stopping or a service it needs is not available; try again shortly.',
} as const;

export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/**
 * Marks the error bodies `answers` lists, so the document refers them to the shared response
 * objects while a route that answers an error status with a body of its own (the health check's
 * 503) keeps it.
 */
export const SHARED_ERROR_MARK = 'x-shared-error';

const sharedErrorBody = apiErrorBody.meta({ [SHARED_ERROR_MARK]: true });

type ErrorSchemas<Statuses extends ErrorStatus> = { [Status in Statuses]: typeof sharedErrorBody };

/**
 * A route's `response` schema: its successes plus the error statuses its own handler can answer.
 * The errors share one body shape; the document refers them to shared response objects.
 */
export function answers<Success extends Record<number, z.ZodType>, Statuses extends ErrorStatus = never>(
  success: Success,
  errors: readonly Statuses[] = [],
): Success & ErrorSchemas<Statuses> {
  const errorSchemas = Object.fromEntries(errors.map((status) => [status, sharedErrorBody])) as ErrorSchemas<Statuses>;
  return { ...success, ...errorSchemas };
}

/** A redirect with no body (the payment gateways send the shopper back through these). */
export const redirect = (description: string) => z.undefined().describe(description);
