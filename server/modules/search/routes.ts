import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_MESSAGES } from '#domain/messages.ts';
import { cacheShared } from '#server/http/cache.ts';
import { createResponseCache } from '#server/http/response-cache.ts';
import type { AppServices } from '#server/services.ts';
import { resolveFilters } from './resolve-filters.ts';
import { searchQuerySchema, suggestionQuerySchema } from './schemas.ts';
import { searchAnswers, suggestionsAnswers } from './answers.ts';
import { access } from '#server/http/openapi/document.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ services: AppServices; cacheTtlMs: number }> = async (app, { services, cacheTtlMs }) => {
  const sendCachedJson = createResponseCache(cacheTtlMs, { name: 'search-answers' });
  services.catalogueChanges.onChange(sendCachedJson.clear, ['catalogue']);
  const tags = ['search'];

  // How long an answer took is useful to see but must stay out of the body, or its ETag would change with every read.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  app.get(
    '/typesense/search',
    {
      schema: {
        tags,
        operationId: 'searchProducts',
        summary: 'Product search with filters, facet counts and typo tolerance',
        security: access.public,
        querystring: searchQuerySchema,
        response: searchAnswers,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filters = await resolveFilters(services, query);
      const requestParams = { q: query.q, page: query.page, per_page: query.per_page, sort_by: query.sort_by };
      cacheShared(reply);
      if (query.q.trim() === '' && Object.keys(filters).length === 0) {
        return {
          success: true as const,
          found: 0,
          hits: [],
          facet_counts: [],
          page: query.page,
          request_params: requestParams,
          message: SEARCH_MESSAGES.emptyQuery,
        };
      }
      return sendCachedJson(reply, `search:${JSON.stringify(query)}`, async () => {
        const result = await services.search.search({
          q: query.q,
          page: query.page,
          perPage: query.per_page,
          sort: query.sort_by,
          filters,
          numTypos: query.num_typos,
          prefix: query.prefix,
        });
        return {
          success: true,
          ...result,
          page: query.page,
          per_page: query.per_page,
          last_page: Math.max(1, Math.ceil(result.found / query.per_page)),
          request_params: requestParams,
        };
      });
    },
  );

  app.get(
    '/typesense/suggestions',
    {
      schema: {
        tags,
        operationId: 'suggestProducts',
        summary: 'Product names for the search box',
        security: access.public,
        querystring: suggestionQuerySchema,
        response: suggestionsAnswers,
      },
    },
    async (request, reply) => {
      cacheShared(reply);
      const { q, limit, num_typos } = request.query;
      return sendCachedJson(reply, `suggest:${JSON.stringify(request.query)}`, () => services.search.suggestions(q, limit, num_typos));
    },
  );
};
