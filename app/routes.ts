import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Paths of the information and policy pages; one route module renders them all from their content. */
export const INFO_PAGES = ['privacy-policy', 'return-policy', 'warranty-policy', 'terms', 'contact', 'faqs', 'shipping-info', 'about-us'] as const;

export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('shop/category/:categoryName', 'routes/shop.category.tsx'),
  route('shop/brand/:brandName', 'routes/shop.brand.tsx'),
  route('shop/search/:searchQuery', 'routes/shop.search.tsx'),
  route('search', 'routes/search.tsx'),
  route('filter', 'routes/filter.tsx'),
  route('offers', 'routes/offers.tsx'),
  route('new-arrivals', 'routes/new-arrivals.tsx'),
  route('flash-sale', 'routes/flash-sale.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('product/:productSlug', 'routes/product.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('chat', 'routes/chat.tsx'),
  ...INFO_PAGES.map((path) => route(path, 'routes/info-page.tsx', { id: `info/${path}` })),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
