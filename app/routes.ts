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
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('social-registration', 'routes/social-registration.tsx'),
  route('auth/callback', 'routes/auth.callback.tsx'),
  route('logout', 'routes/logout.ts'),
  route('notifications', 'routes/notifications.tsx'),
  route('dashboard', 'routes/dashboard.tsx', [
    index('routes/dashboard._index.tsx'),
    route('orders', 'routes/dashboard.orders.tsx'),
    route('orders/:orderId', 'routes/dashboard.orders.$orderId.tsx'),
    route('purchase-history', 'routes/dashboard.purchase-history.tsx'),
    route('refund-requests', 'routes/dashboard.refund-requests.tsx'),
    route('notifications', 'routes/dashboard.notifications.tsx'),
    route('profile', 'routes/dashboard.profile.tsx'),
  ]),
  ...INFO_PAGES.map((path) => route(path, 'routes/info-page.tsx', { id: `info/${path}` })),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
