// The shop-like mix of visitors the soak and scale benchmarks send (bench/soak.ts, bench/scale.ts):
// browsing, search, product pages, cart quotes, cash-on-delivery orders from proven mobile numbers and
// sign-ins of customers registered at the start, each from one of many X-Forwarded-For addresses.
import { randomInt } from '../scripts/demo/random.ts';
import { type ProvenPhone, orderHeaders, randomOrder } from './checkout-lib.ts';
import { getJson } from './lib.ts';
import { type SoakRequest, weightedPicker } from './soak-lib.ts';

const CUSTOMERS = 40;
// Visitors' addresses, so per-address sign-in limits (30 per 15 min) see many people, as in a shop.
export const VISITOR_ADDRESSES = 1000;
const PASSWORD = 'Soak-bench-Passw0rd-7731';

/** Shares of requests per kind: mostly looking around, a few carts, fewer orders. */
const WEIGHTS = {
  'GET / (home)': 12,
  'GET /shop': 5,
  'GET /shop/category/:slug': 13,
  'GET /product/:slug': 20,
  'GET /api/products/:id': 8,
  'GET /search?q= (page)': 8,
  'GET /api/typesense/search': 6,
  'GET /api/typesense/suggestions': 12,
  'POST /api/cart/quote': 9,
  'POST /api/orders': 3,
  'POST /api/auth/login': 4,
} as const;
export type Kind = keyof typeof WEIGHTS;
export const KINDS = Object.keys(WEIGHTS) as Kind[];
export const pickKind = weightedPicker<Kind>(WEIGHTS);

const PAGE = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
const JSON_API = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

interface Product {
  id: number;
  slug: string;
  name: string;
  type: string;
  price: number;
  in_stock: boolean;
}

export interface Catalogue {
  products: Product[];
  /** In-stock simple products with a price: what carts and orders hold. */
  buyable: Product[];
  categories: string[];
  /** Words from product names, whole and cut short (what people type into the search box). */
  terms: string[];
}

interface Customer {
  email: string;
}

/** Who the requests come from: customers who sign in, and mobile numbers proven for orders. */
export interface Visitors {
  customers: readonly Customer[];
  phones: readonly ProvenPhone[];
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

function visitorAddress(n: number): string {
  return `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export async function loadCatalogue(baseUrl: string): Promise<Catalogue> {
  const products: Product[] = [];
  for (let page = 1; page <= 50; page++) {
    const body = await getJson<{ data?: Product[] }>(`${baseUrl}/api/products?per_page=100&page=${page}`);
    const data = body.data ?? [];
    products.push(...data);
    if (data.length < 100) break;
  }
  const tree = await getJson<{ data?: unknown }>(`${baseUrl}/api/categories`);
  const categories: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === 'object') {
      if ('slug' in node && typeof node.slug === 'string') categories.push(node.slug);
      if ('children' in node) walk(node.children);
    }
  };
  walk(tree.data);
  const words = new Set<string>();
  for (const product of products) {
    for (const word of product.name.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 3) words.add(word);
  }
  const terms = [...words].flatMap((word) => (word.length >= 5 ? [word, word.slice(0, 3)] : [word]));
  const buyable = products.filter((p) => p.type === 'simple' && p.in_stock && p.price > 0);
  if (products.length === 0 || buyable.length === 0 || categories.length === 0 || terms.length === 0) {
    throw new Error(
      `the demo catalogue looks empty (${products.length} products, ${buyable.length} buyable, ${categories.length} categories): is SEED_DEMO off?`,
    );
  }
  return { products, buyable, categories: [...new Set(categories)], terms };
}

/** Customers to sign in during the run, each registered from its own address (10 sign-ups per hour per address). */
export async function registerCustomers(baseUrl: string, runId: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let n = 0; n < CUSTOMERS; n++) {
    const email = `soak-${runId}-${n}@example.com`;
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': `10.78.0.${n + 1}` },
      body: JSON.stringify({ full_name: `Soak Customer ${n}`, email, password: PASSWORD, password_confirmation: PASSWORD }),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status !== 201) throw new Error(`registering ${email} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
    customers.push({ email });
  }
  return customers;
}

export function requestFor(kind: Kind, rng: () => number, catalogue: Catalogue, visitors: Visitors, idempotencyKey: string): SoakRequest {
  const address = { 'x-forwarded-for': visitorAddress(Math.floor(rng() * VISITOR_ADDRESSES)) };
  const page = { ...PAGE, ...address };
  const api = { ...JSON_API, ...address };
  const term = () => encodeURIComponent(pick(rng, catalogue.terms));
  switch (kind) {
    case 'GET / (home)':
      return { method: 'GET', path: '/', headers: page };
    case 'GET /shop':
      return { method: 'GET', path: rng() < 0.7 ? '/shop' : `/shop?page=${randomInt(rng, 2, 3)}`, headers: page };
    case 'GET /shop/category/:slug':
      return { method: 'GET', path: `/shop/category/${encodeURIComponent(pick(rng, catalogue.categories))}`, headers: page };
    case 'GET /product/:slug':
      return { method: 'GET', path: `/product/${encodeURIComponent(pick(rng, catalogue.products).slug)}`, headers: page };
    case 'GET /api/products/:id':
      return { method: 'GET', path: `/api/products/${pick(rng, catalogue.products).id}`, headers: api };
    case 'GET /search?q= (page)':
      return { method: 'GET', path: `/search?q=${term()}`, headers: page };
    case 'GET /api/typesense/search':
      return {
        method: 'GET',
        path: `/api/typesense/search?q=${term()}&per_page=${pick(rng, [12, 24])}${rng() < 0.3 ? '&sort_by=price_asc' : ''}`,
        headers: api,
      };
    case 'GET /api/typesense/suggestions':
      return { method: 'GET', path: `/api/typesense/suggestions?q=${term()}`, headers: api };
    case 'POST /api/cart/quote': {
      const lines = randomInt(rng, 1, 4);
      const ids = new Set<number>();
      while (ids.size < lines) ids.add(pick(rng, catalogue.buyable).id);
      return {
        method: 'POST',
        path: '/api/cart/quote',
        headers: api,
        body: { items: [...ids].map((id) => ({ product_id: id, quantity: randomInt(rng, 1, 3) })) },
      };
    }
    case 'POST /api/orders': {
      const order = randomOrder(
        rng,
        catalogue.buyable.map((p) => p.id),
        visitors.phones,
      );
      return { method: 'POST', path: '/api/orders', headers: { ...api, ...orderHeaders(order, idempotencyKey) }, body: order.body };
    }
    case 'POST /api/auth/login':
      return { method: 'POST', path: '/api/auth/login', headers: api, body: { email: pick(rng, visitors.customers).email, password: PASSWORD } };
  }
}
