import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { fieldErrors } from './field-errors.ts';

/** The one error shape of the API: `{success: false, message, errors?: {field: [message]}, code?}`. */
export interface ApiError {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  /** A stable machine-readable reason where clients match on one (the newsletter's EMAIL_EXISTS, say). */
  code?: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, errors?: Record<string, string[]>, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

/** 422 with one or more messages per field, the shape the browser maps onto its form fields. */
export const validationError = (errors: Record<string, string[]>, message: string = API_ERROR_MESSAGES.validation) => new HttpError(422, message, errors);

export const unauthorized = (message: string = API_ERROR_MESSAGES.unauthorized) => new HttpError(401, message);

export const notFound = (message: string = API_ERROR_MESSAGES.notFound) => new HttpError(404, message);

export function sendError(reply: FastifyReply, statusCode: number, body: Omit<ApiError, 'success'>) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ success: false, ...body } satisfies ApiError);
}

/** Maps every failure to the API's error shape; stack traces go to the log, never to the client. */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 422, { message: API_ERROR_MESSAGES.validation, errors: fieldErrors(error.validation) });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, { message: API_ERROR_MESSAGES.server });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type) keep their status.
    return sendError(reply, status, { message: status === 415 ? 'Unsupported content type.' : error.message });
  });
}

/**
 * Errors Fastify raises before any route runs (a path that does not percent-decode, say). Left to
 * Fastify they answer in its own shape, with its error code and the path echoed back.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed before routing');
    return sendError(reply, 500, { message: API_ERROR_MESSAGES.server });
  }
  return sendError(reply, status, { message: BAD_ADDRESS_MESSAGE });
}

export const BAD_ADDRESS_MESSAGE = 'The address of this request is not valid.';

export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, { message: API_ERROR_MESSAGES.notFound });
}
