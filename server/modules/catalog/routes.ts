import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheShared } from '#server/http/cache.ts';
import { notFound } from '#server/http/errors.ts';
import { resolveFilters } from '#server/modules/search/resolve-filters.ts';
import type { AppServices } from '#server/services.ts';
import type { AttributeFilters } from './service.ts';
import { bannerLimitQuery, limitQuery, productIdParams, productListQuery } from './schemas.ts';
import {
  bestSellingAnswers,
  brandsAnswers,
  categoriesAnswers,
  categoryProductBannersAnswers,
  featuredBrandsAnswers,
  featuredCategoriesAnswers,
  flashSaleAnswers,
  homeDataAnswers,
  newArrivalsAnswers,
  popularProductsAnswers,
  positionalBannersAnswers,
  productAnswers,
  productListAnswers,
} from './answers.ts';
import { access } from '#server/http/openapi/document.ts';

const ok = <T>(data: T, message = 'OK') => ({ success: true as const, data, message });

export const catalogRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { catalog } = services;
  const tags = ['catalogue'];

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) cacheShared(reply);
    return payload;
  });

  app.get(
    '/typesense/home-data',
    {
      schema: {
        tags,
        operationId: 'getHomeData',
        summary: 'Home page sections: category banners with their products, popular, new and best-selling products',
        security: access.public,
        response: homeDataAnswers,
      },
    },
    async () => ok(await catalog.homeData()),
  );
  app.get(
    '/typesense/popular-products',
    {
      schema: {
        tags,
        operationId: 'listPopularProducts',
        summary: 'The most popular products',
        security: access.public,
        querystring: limitQuery,
        response: popularProductsAnswers,
      },
    },
    async (request) => ok(await catalog.popularProducts(request.query.limit)),
  );
  app.get(
    '/typesense/new-arrivals',
    {
      schema: {
        tags,
        operationId: 'listNewArrivals',
        summary: 'The newest products',
        security: access.public,
        querystring: limitQuery,
        response: newArrivalsAnswers,
      },
    },
    async (request) => ok(await catalog.newArrivals(request.query.limit)),
  );
  app.get(
    '/typesense/best-selling-products',
    {
      schema: {
        tags,
        operationId: 'listBestSellingProducts',
        summary: 'The best-selling products',
        security: access.public,
        querystring: limitQuery,
        response: bestSellingAnswers,
      },
    },
    async (request) => ok(await catalog.bestSelling(request.query.limit)),
  );
  app.get(
    '/typesense/positional-banners',
    {
      schema: {
        tags,
        operationId: 'listPositionalBanners',
        summary: 'The home page banners at their named positions',
        security: access.public,
        response: positionalBannersAnswers,
      },
    },
    async () => ok(await catalog.positionalBanners()),
  );
  app.get(
    '/typesense/category-product-banners',
    {
      schema: {
        tags,
        operationId: 'listCategoryProductBanners',
        summary: 'Category banners, each with its category’s most popular products',
        security: access.public,
        querystring: bannerLimitQuery,
        response: categoryProductBannersAnswers,
      },
    },
    async (request) => ok(await catalog.categoryProductBanners(request.query.limit)),
  );
  app.get(
    '/typesense/featured-categories',
    { schema: { tags, operationId: 'listFeaturedCategories', summary: 'Featured categories', security: access.public, response: featuredCategoriesAnswers } },
    async () => ok(await catalog.featuredCategories()),
  );
  app.get(
    '/typesense/featured-brands',
    { schema: { tags, operationId: 'listFeaturedBrands', summary: 'Featured brands', security: access.public, response: featuredBrandsAnswers } },
    async () => ok(await catalog.featuredBrands()),
  );

  app.get(
    '/flash-sale',
    {
      schema: {
        tags,
        operationId: 'getFlashSale',
        summary: 'The flash sale running now and its products, or the last one that ended and the next to start',
        security: access.public,
        response: flashSaleAnswers,
      },
    },
    async (_request, reply) => {
      const sale = await catalog.flashSale();
      // Its prices and time left change when the window opens or closes, so nothing may keep a copy.
      reply.header('cache-control', 'no-store');
      const window = (w: { id: number; title: string; startsAt: Date; endsAt: Date } | null) =>
        w && { id: w.id, title: w.title, starts_at: w.startsAt.toISOString(), ends_at: w.endsAt.toISOString() };
      return ok({
        now: sale.now.toISOString(),
        running: sale.running && { ...window(sale.running)!, products: sale.products },
        last_ended: window(sale.lastEnded),
        next: window(sale.next),
      });
    },
  );

  app.get(
    '/categories',
    { schema: { tags, operationId: 'listCategories', summary: 'Category tree', security: access.public, response: categoriesAnswers } },
    async () => ok(await catalog.categoryTree()),
  );
  app.get(
    '/brands',
    { schema: { tags, operationId: 'listBrands', summary: 'Every active brand', security: access.public, response: brandsAnswers } },
    async () => ok(await catalog.listBrands()),
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        operationId: 'listProducts',
        summary: 'Product listing; takes the filters of /typesense/search (price_range, colors, sizes, memory) too',
        security: access.public,
        querystring: productListQuery,
        response: productListAnswers,
      },
    },
    async (request) => {
      const { page, per_page, sort, category, brand, in_stock, on_sale, search, price_range, colors, sizes, memory } = request.query;
      const attributes: AttributeFilters = {
        ...(price_range?.length ? { priceRanges: price_range } : {}),
        ...(colors?.length ? { colors } : {}),
        ...(sizes?.length ? { sizes } : {}),
        ...(memory?.length ? { memory } : {}),
      };
      if (search?.trim()) {
        const filters = await resolveFilters(services, {
          ...(category ? { categories: category } : {}),
          ...(brand ? { brands: brand } : {}),
          ...(in_stock !== undefined ? { in_stock } : {}),
        });
        const result = await services.search.search({
          q: search,
          page,
          perPage: per_page,
          sort,
          filters: { ...filters, ...attributes, ...(on_sale ? { onSale: true } : {}) },
          numTypos: 2,
          prefix: true,
        });
        return {
          success: true as const,
          data: result.hits.map((hit) => hit.document),
          meta: { total: result.found, current_page: page, per_page, last_page: Math.max(1, Math.ceil(result.found / per_page)) },
        };
      }
      const categoryIds = category ? await idsFor(category, catalog.categoryWithDescendants) : undefined;
      const brandIds = brand ? await idsFor(brand, catalog.brandIdsFor) : undefined;
      const result = await catalog.listProducts({
        page,
        perPage: per_page,
        sort,
        ...(categoryIds ? { categoryIds } : {}),
        ...(brandIds ? { brandIds } : {}),
        ...(in_stock ? { inStockOnly: true } : {}),
        ...(on_sale ? { onSaleOnly: true } : {}),
        ...(Object.keys(attributes).length ? { attributes } : {}),
      });
      return { success: true as const, ...result };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        operationId: 'getProduct',
        summary: 'Product detail with variants and media',
        security: access.public,
        params: productIdParams,
        response: productAnswers,
      },
    },
    async (request) => {
      const product = await catalog.getProduct(request.params.id);
      if (!product) throw notFound('Product not found');
      return ok(product);
    },
  );
};

/** Unknown categories or brands match nothing rather than being ignored, so a bad link shows no products. */
async function idsFor(keys: string[], resolve: (key: string) => Promise<number[] | null>): Promise<number[]> {
  const resolved = await Promise.all(keys.map(resolve));
  return resolved.flatMap((ids) => ids ?? []);
}
