import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { RouterContextProvider } from 'react-router';
import type { ViteDevServer } from 'vite';
import { clientAddressContext, contentSecurityContext, servicesContext } from '#app/context.ts';
import { type Config, messageOrigin } from './config.ts';
import { apiNotFoundHandler, frameworkErrorHandler, installErrorHandlers } from './http/errors.ts';
import { contentSecurityPolicy, newCspNonce } from './http/content-security-policy.ts';
import { knownHostsOnly } from './http/known-hosts.ts';
import { renderCache } from './http/render-cache/plugin.ts';
import { swaggerOptions } from './http/openapi/document.ts';
import { serializeAsIs } from './http/openapi/serializer.ts';
import { securityHeaders } from './http/security-headers.ts';
import { recordRequestMetrics } from './observability/request-metrics.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { productCsvRoutes } from './modules/admin-product-csv/routes.ts';
import { adminBannerRoutes } from './modules/admin-banners/routes.ts';
import { emiPlanGuard } from './modules/emi/guard.ts';
import { adminEmiRoutes } from './modules/emi/routes.ts';
import { adminCustomerRoutes } from './modules/admin-customers/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { adminOrderRoutes } from './modules/admin-orders/routes.ts';
import { courierDeskRoutes, courierWebhookRoutes } from './modules/couriers/routes.ts';
import { orderPrintRoutes } from './modules/admin-orders/print/routes.ts';
import { adminRefundRoutes } from './modules/admin-refunds/routes.ts';
import { adminComplaintRoutes } from './modules/complaints/admin-routes.ts';
import { complaintRoutes } from './modules/complaints/routes.ts';
import { adminNavigationRoutes } from './modules/admin-content/navigation-routes.ts';
import { adminNotificationRoutes } from './modules/admin-content/notification-routes.ts';
import { adminNewsletterRoutes } from './modules/admin-content/newsletter-routes.ts';
import { adminProductRoutes } from './modules/admin-products/routes.ts';
import { adminBrandRoutes } from './modules/admin-taxonomy/brand-routes.ts';
import { adminCategoryRoutes } from './modules/admin-taxonomy/category-routes.ts';
import { adminSettingsRoutes } from './modules/settings/routes.ts';
import { adminInfoPageRoutes } from './modules/info-pages/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { socialRoutes } from './modules/auth/social-routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { phoneCheckRoutes } from './modules/phone-checks/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { mediaRoot } from './modules/media/derive.ts';
import { bucketMediaRoutes } from './modules/media/bucket-routes.ts';
import { ensureMediaFile } from './modules/media/pending.ts';
import { navigationRoutes } from './modules/navigation/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { staffAreaGuard } from './modules/staff/area-guard.ts';
import { staffPlugin } from './modules/staff/guard.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import type { AppServices } from './services.ts';

export interface BuildAppOptions {
  config: Config;
  services: AppServices;
  /** Given in development: pages are rendered through Vite with hot reload. */
  vite?: ViteDevServer;
  /** Serve pages too (off in API-only tests, which have no client build). */
  pages?: boolean;
  logger?: FastifyServerOptions['logger'];
}

const projectRoot = path.resolve(import.meta.dirname, '..');
/** Guests' catalogue pages, kept whole (docs/adr/0014): 1,000 pages, 64 MB with their compressed copies. */
const RENDER_CACHE_BOUNDS = { maxEntries: 1_000, maxBytes: 64 * 1024 * 1024 };
/** A request id a load balancer may send: short, and safe to print in a log line. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/;

export async function buildApp({ config, services, vite, pages = true, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Long search strings and many filters fit; anything larger is not a real shopper's URL.
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
    // Start-up waits for the search index, which reads every shown product: about 5 s at 100,000.
    pluginTimeout: 120_000,
    frameworkErrors: frameworkErrorHandler,
    // Every log line of a request, and the answer's x-request-id, carry one id unique across
    // processes. Behind a load balancer (TRUST_PROXY) its own id is kept, when it looks like one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = config.TRUST_PROXY ? request.headers['x-request-id'] : undefined;
      return typeof given === 'string' && FORWARDED_REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  recordRequestMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAsIs);
  installErrorHandlers(app);
  // While it serves, each process hears of other processes' staff changes (docs/adr/0006).
  app.addHook('onReady', () => services.catalogueChanges.listen());
  app.addHook('onReady', () => services.search.buildIndex());
  app.addHook('onClose', () => services.catalogueChanges.close());
  app.addHook('onReady', () => services.saleClock.start());
  app.addHook('onClose', async () => services.saleClock.stop());
  if (config.NODE_ENV === 'production') await app.register(knownHostsOnly, { publicUrl: services.site.publicUrl });
  await app.register(securityHeaders, { production: config.NODE_ENV === 'production' });
  // Before the pages too: their form actions sign in and out with the same cookie.
  await app.register(authPlugin, { services });
  await app.register(staffPlugin, { services });

  // ETag first: it hashes the JSON text before compression turns it into a stream.
  await app.register(fastifyEtag);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(
    async (api) => {
      await api.register(fastifySwagger, swaggerOptions(messageOrigin(config).origin));
      await api.register(fastifySwaggerUi, { routePrefix: '/docs' });
      await api.register(healthRoutes, { services });
      await api.register(catalogRoutes, { services });
      await api.register(navigationRoutes, { services });
      await api.register(searchRoutes, { services, cacheTtlMs: config.SEARCH_CACHE_SECONDS * 1000 });
      await api.register(authRoutes, { services });
      await api.register(passwordResetRoutes, { services });
      await api.register(socialRoutes, { services });
      await api.register(accountRoutes, { services });
      await api.register(notificationRoutes, { services });
      await api.register(newsletterRoutes, { services });
      await api.register(orderRoutes, { services });
      await api.register(complaintRoutes, { services });
      await api.register(phoneCheckRoutes, { services });
      await api.register(paymentRoutes, { services });
      await api.register(cartRoutes, { services });
      await api.register(staffRoutes, { services });
      await api.register(adminProductRoutes, { services, guard: staffAreaGuard(services, 'catalogue'), prefix: '/admin' });
      await api.register(adminCategoryRoutes, { services, guard: staffAreaGuard(services, 'catalogue'), prefix: '/admin' });
      await api.register(adminBrandRoutes, { services, guard: staffAreaGuard(services, 'catalogue'), prefix: '/admin' });
      await api.register(adminBannerRoutes, { services, guard: staffAreaGuard(services, 'content'), prefix: '/admin' });
      await api.register(adminEmiRoutes, { services, guard: emiPlanGuard(services), prefix: '/admin' });
      await api.register(adminDashboardRoutes, { services, prefix: '/admin' });
      await api.register(adminOrderRoutes, { services, guard: staffAreaGuard(services, 'orders'), prefix: '/admin' });
      await api.register(courierDeskRoutes, { services, guard: staffAreaGuard(services, 'orders'), prefix: '/admin' });
      await api.register(courierWebhookRoutes, { services });
      await api.register(orderPrintRoutes, { services, guard: staffAreaGuard(services, 'orders'), prefix: '/admin' });
      await api.register(adminCustomerRoutes, { services, guard: staffAreaGuard(services, 'customers'), prefix: '/admin' });
      await api.register(adminRefundRoutes, { services, guard: staffAreaGuard(services, 'refunds'), prefix: '/admin' });
      await api.register(adminComplaintRoutes, { services, guard: staffAreaGuard(services, 'customers'), prefix: '/admin' });
      await api.register(adminSettingsRoutes, { services, guard: staffAreaGuard(services, 'settings'), prefix: '/admin' });
      await api.register(adminInfoPageRoutes, { services, guard: staffAreaGuard(services, 'content'), prefix: '/admin' });
      await api.register(adminNewsletterRoutes, { services, guard: staffAreaGuard(services, 'content'), prefix: '/admin' });
      await api.register(adminNotificationRoutes, { services, guard: staffAreaGuard(services, 'content'), prefix: '/admin' });
      await api.register(adminNavigationRoutes, { services, guard: staffAreaGuard(services, 'content'), prefix: '/admin' });
      await api.register(activityRoutes, { services, prefix: '/admin' });
      await api.register(productCsvRoutes, { services, guard: staffAreaGuard(services, 'catalogue'), prefix: '/admin' });
      // Without this the page renderer's catch-all would answer unknown API paths with HTML.
      api.all('/*', { schema: { hide: true } }, apiNotFoundHandler);
    },
    { prefix: '/api' },
  );

  await app.register(async (media) => {
    const root = mediaRoot(config.dataDir);
    const store = services.media;
    // A demo picture not drawn yet is drawn when first asked for, under the name it will keep (pending.ts).
    media.addHook('onRequest', async (request) => {
      const relativePath = request.url.split('?')[0]!.slice('/media/'.length);
      try {
        await ensureMediaFile(store, root, relativePath);
      } catch (error) {
        // The file stays missing and the request gets the usual 404.
        request.log.error({ err: error, path: relativePath }, 'drawing a pending image failed');
      }
    });
    if (store.kind === 's3') {
      await media.register(bucketMediaRoutes, { store });
      return;
    }
    await media.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      // The pending pictures' sources (.pending) are not for the public.
      dotfiles: 'ignore',
      // Media file names carry a content hash.
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  });

  if (pages) {
    // Vite's development pages carry no policy, and change with every edit: nothing is kept there.
    if (!vite && config.RENDER_CACHE_SECONDS > 0) {
      await app.register(renderCache, {
        changes: services.catalogueChanges,
        production: services.production,
        policyFor: (hashes) => contentSecurityPolicy(config, { hashes }),
        ttlMs: config.RENDER_CACHE_SECONDS * 1000,
        ...RENDER_CACHE_BOUNDS,
      });
    }
    await app.register(fastifyReactRouter, {
      ...(vite ? { devServer: vite } : {}),
      serverBuildPath: path.join(projectRoot, 'build/server/index.js'),
      clientBuildDirectory: path.join(projectRoot, 'build/client'),
      getLoadContext(request) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(clientAddressContext, request.ip);
        // Vite's development client injects inline scripts of its own, so the policy waits for a build.
        if (!vite) {
          const nonce = newCspNonce();
          context.set(contentSecurityContext, { nonce, policy: contentSecurityPolicy(config, { nonce }) });
        }
        return context;
      },
    });
  }
  return app;
}
