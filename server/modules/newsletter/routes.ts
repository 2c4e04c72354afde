import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '#server/services.ts';

// STUB: filled in by the helper that owns this module.
export const newsletterRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (_app, _options) => {};
