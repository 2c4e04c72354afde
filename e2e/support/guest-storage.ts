// Puts guest lists into localStorage before the page's scripts run, in the persisted zustand form.
import type { Page } from '@playwright/test';
import type { CompareItem } from '#app/lib/stores/compare.ts';
import type { WishlistItem } from '#app/lib/stores/wishlist.ts';
import { strings } from '#app/strings/index.ts';
import type { ProductJson } from './catalog.ts';

/** Must match `version` in app/lib/stores/persisted.ts, or the store discards what it reads. */
const STORE_VERSION = 1;

export async function seedStorage(page: Page, entries: Record<string, { items: unknown[] }>): Promise<void> {
  const values = Object.fromEntries(Object.entries(entries).map(([key, state]) => [key, JSON.stringify({ state, version: STORE_VERSION })]));
  await page.addInitScript((saved: Record<string, string>) => {
    for (const [key, value] of Object.entries(saved)) window.localStorage.setItem(key, value);
  }, values);
}

export function compareItem(product: ProductJson): CompareItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    image: product.media[0]?.urls.card ?? '',
    brand: product.brand_name,
    shop: strings.common.shopName,
  };
}

export function wishlistItem(product: ProductJson): WishlistItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    image: product.media[0]?.urls.card ?? '',
    inStock: product.in_stock,
    lastUpdated: new Date().toISOString(),
  };
}
