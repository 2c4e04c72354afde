// Products to buy and carts to start from, for the cart, checkout and payment journeys. Each test
// picks a different product at random among those with stock to spare, so runs against a database
// an earlier run already bought from still find something to buy.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CartItem } from '#app/lib/stores/cart.ts';
import { waitForRouteModules } from './hydration.ts';

export interface BuyableProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  available_quantity: number;
  type: 'simple' | 'hybrid';
  call_for_price: boolean;
  in_stock: boolean;
}

async function listed(request: APIRequestContext): Promise<BuyableProduct[]> {
  const response = await request.get('/api/products?per_page=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: BuyableProduct[] }).data;
}

/** A simple product with at least `stock` units to sell. */
export async function productWithStock(request: APIRequestContext, stock = 5): Promise<BuyableProduct> {
  const candidates = (await listed(request)).filter((product) => product.type === 'simple' && product.price > 0 && product.available_quantity >= stock);
  if (candidates.length === 0) throw new Error(`no simple product with ${stock} units in stock`);
  return candidates[randomInt(candidates.length)]!;
}

/** A simple product with a few units only, for the stock cap. */
export async function productWithFewUnits(request: APIRequestContext): Promise<BuyableProduct | undefined> {
  return (await listed(request)).find(
    (product) => product.type === 'simple' && product.price > 0 && product.available_quantity > 1 && product.available_quantity < 20,
  );
}

export function cartItem(product: BuyableProduct, quantity: number): CartItem {
  return {
    key: String(product.id),
    id: product.id,
    productId: product.id,
    slug: product.slug,
    name: product.name,
    // What a browser once saw; the pages must show the server's price instead.
    price: 1,
    originalPrice: 1,
    image: '',
    quantity,
    sku: '',
    stock: true,
    brand: null,
    category: null,
    options: null,
    lastUpdated: new Date().toISOString(),
  };
}

/** Starts the tab with this guest cart in localStorage; later page loads keep whatever the cart became. */
export async function seedCart(page: Page, items: CartItem[]): Promise<void> {
  const value = JSON.stringify({ state: { items, owner: null }, version: 1 });
  await page.addInitScript((saved: string) => {
    if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
    window.sessionStorage.setItem('e2e-cart-seeded', '1');
    window.localStorage.setItem('cart-storage', saved);
  }, value);
}

/** Waits until the page's scripts have taken over, so clicks reach React. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.waitForLoadState('networkidle');
}

export const DELIVERY = {
  name: 'Rahima Khatun',
  phone: '01712345678',
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Banani',
  address: 'House 12, Road 5, Block C',
};
