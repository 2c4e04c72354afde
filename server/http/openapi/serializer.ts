import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * Answers are written as the handlers made them; the route's response schema documents them but is
 * not enforced per request. Enforcing would turn a field the schema forgot into a 500 for a shopper
 * (or silently strip it); instead the contract tests hold every answer the suites receive to the
 * document, so a drift fails CI, not a checkout. See docs/adr/0002-response-schemas-document-not-enforce.md.
 */
export const serializeAsIs: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
