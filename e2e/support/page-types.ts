// The storefront's page types a guest reaches, for the checks every page type must pass (axe in
// a11y.spec.ts, the W3C validator and HTML_CodeSniffer in standards.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { INFO_PAGES } from '#domain/info-pages.ts';
import { hybridProduct, listedBrand, listedCategory } from './catalog.ts';
import { compareItem, seedStorage, wishlistItem } from './guest-storage.ts';

export interface PageCase {
  name: string;
  /** The path to check; may look up real slugs first. */
  path: (request: APIRequestContext) => Promise<string>;
  /** Runs before the page loads (e.g. seeds localStorage). */
  prepare?: (page: Page) => Promise<void>;
  /** Something the finished page shows, so axe does not run on a half-drawn one. */
  ready?: (page: Page) => Promise<void>;
}

export const fixed = (path: string) => async () => path;

export const guestPages: PageCase[] = [
  { name: 'home', path: fixed('/') },
  { name: 'shop', path: fixed('/shop') },
  { name: 'category listing', path: async (request) => (await listedCategory(request)).url },
  { name: 'brand listing', path: async (request) => (await listedBrand(request)).url },
  { name: 'shop search', path: fixed('/shop/search/laptop') },
  { name: 'search', path: fixed('/search?q=laptop') },
  {
    name: 'filter by category',
    path: async (request) => {
      const category = await listedCategory(request);
      return `/filter?source=category&name=${encodeURIComponent(category.name)}&category_id=${category.id}&is_parent=1`;
    },
  },
  { name: 'offers', path: fixed('/offers') },
  { name: 'new arrivals', path: fixed('/new-arrivals') },
  { name: 'flash sale', path: fixed('/flash-sale') },
  { name: 'categories', path: fixed('/categories') },
  { name: 'product with variants', path: async (request) => `/product/${(await hybridProduct(request)).slug}` },
  {
    name: 'compare with one item',
    path: fixed('/compare'),
    prepare: async (page) => seedStorage(page, { 'compare-storage': { items: [compareItem(await hybridProduct(page.request))] } }),
    ready: async (page) =>
      expect(
        page
          .getByRole('main')
          .getByText((await hybridProduct(page.request)).name)
          .first(),
      ).toBeVisible(),
  },
  {
    name: 'wishlist with one item',
    path: fixed('/wishlist'),
    prepare: async (page) => seedStorage(page, { 'wishlist-storage': { items: [wishlistItem(await hybridProduct(page.request))] } }),
    ready: async (page) =>
      expect(
        page
          .getByRole('main')
          .getByText((await hybridProduct(page.request)).name)
          .first(),
      ).toBeVisible(),
  },
  ...INFO_PAGES.map((info): PageCase => ({ name: `info page /${info}`, path: fixed(`/${info}`) })),
  { name: 'chat', path: fixed('/chat') },
  { name: 'login', path: fixed('/login') },
  { name: 'registration', path: fixed('/register') },
  { name: 'forgot password', path: fixed('/forgot-password') },
  { name: 'not found (404)', path: fixed('/no-such-page-for-a11y-check') },
];
