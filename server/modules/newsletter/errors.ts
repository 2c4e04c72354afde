import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { HttpError, sendError } from '#server/http/errors.ts';
import { fieldErrors } from '#server/http/field-errors.ts';
import { NEWSLETTER_ERROR_CODES as CODES, NEWSLETTER_MESSAGES as M, type NewsletterErrorCode } from './messages.ts';

/** An HttpError that carries a newsletter error code (EMAIL_EXISTS, VALIDATION_ERROR…). */
export class NewsletterError extends HttpError {
  readonly code: NewsletterErrorCode;
  constructor(statusCode: number, message: string, code: NewsletterErrorCode, errors?: Record<string, string[]>) {
    super(statusCode, message, errors);
    this.code = code;
  }
}

function isUnsubscribe(request: FastifyRequest): boolean {
  return request.routeOptions.url?.endsWith('/unsubscribe') ?? false;
}

/**
 * The newsletter routes' error answers: the shared shape plus a `code`, and for an invalid
 * email the fixed sentence as the message, which the footer shows as it is.
 */
export function newsletterErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const message = errors.email ? M.invalidEmail : API_ERROR_MESSAGES.validation;
    return sendError(reply, 422, { message, errors, code: CODES.validation });
  }
  const failed = isUnsubscribe(request) ? CODES.unsubscribeFailed : CODES.subscriptionFailed;
  if (error instanceof NewsletterError)
    return sendError(reply, error.statusCode, { message: error.message, ...(error.errors ? { errors: error.errors } : {}), code: error.code });
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendError(reply, error.statusCode, { message: error.message, code: error.statusCode === 429 ? CODES.tooManyRequests : failed });
  }
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'newsletter request failed');
    return sendError(reply, 500, { message: isUnsubscribe(request) ? M.unsubscribeFailed : M.subscribeFailed, code: failed });
  }
  // Malformed JSON and the like: the shared handler words those.
  throw error;
}
