import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, RouterContextProvider, type StaticHandler } from 'react-router';
import { servicesContext } from '#app/context.ts';
import * as checkoutRoute from '#app/routes/checkout.tsx';
import * as infoPageRoute from '#app/routes/info-page.tsx';
import { INFO_PAGES } from '#domain/info-pages.ts';
import { databaseKinds, openTestApp, testConfig } from '#server/test/databases.ts';
import { createServices, type AppServices } from '#server/services.ts';
import { eq } from 'drizzle-orm';
import { DEFAULT_DELIVERY_CHARGES, type DeliveryCharges } from '#domain/delivery.ts';
import { shopSettings } from '#server/db/schema.ts';

// The policy pages, the FAQ and checkout as React Router serves them, over shops set up three ways:
// what the pages quote (charges, ways to pay) must be what that shop's checkout offers.
type TestApp = Awaited<ReturnType<typeof openTestApp>>;

const ORIGIN = 'http://localhost';
const PATHS = [...INFO_PAGES];

/**
 * Ways to pay that only an online gateway can take; EMI no checkout offers at all. (A refund of a
 * cash order may still go to "a bank or mobile banking account": staff send it, not checkout.)
 */
const ONLINE_ONLY = /bKash|Nagad|Rocket|SSLCommerz|Visa|Mastercard|American Express|internet banking|card or account|pay online|online payment on/i;
const NEVER = /\bEMI\b|instal?ments?/i;

describe.each(databaseKinds)('the pages quote what checkout offers, on %s', (kind) => {
  let shop: TestApp;
  let handler: StaticHandler;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    handler = createStaticHandler([
      ...PATHS.map((path) => ({ id: `info-${path}`, path: `/${path}`, loader: infoPageRoute.loader as never })),
      { id: 'routes/checkout', path: '/checkout', loader: checkoutRoute.loader as never },
    ]);
  });
  afterAll(async () => shop.close());

  /** A shop over the same database with these settings. */
  const shopWith = (env: Record<string, string>) => createServices(shop.services.database, testConfig(shop.dataDir, env), { log: () => {} });

  /** A shop whose settings page saved these charges and ways to pay (a new shop: nothing cached). */
  async function shopSaving(saved: { charges?: DeliveryCharges; cod?: boolean }, env: Record<string, string> = {}) {
    await shop.db
      .update(shopSettings)
      .set({ deliveryCharges: saved.charges ?? DEFAULT_DELIVERY_CHARGES, paymentMethods: { cod: saved.cod ?? true, online: true } })
      .where(eq(shopSettings.id, 1));
    return shopWith(env);
  }

  async function load(services: AppServices, path: string): Promise<unknown> {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const answer = await handler.query(new Request(`${ORIGIN}${path}`), { requestContext: context });
    if (answer instanceof Response) throw new Error(`${path} answered ${answer.status}`);
    const [data] = Object.values(answer.loaderData);
    if (!data) throw new Error(`${path}: ${String(Object.values(answer.errors ?? {})[0])}`);
    return data;
  }

  type PageData = { page: { sections: { id: string; blocks: { kind: string; rows?: string[][]; items?: { question: string; answer: string[] }[] }[] }[] } };
  type CheckoutData = { charges: Record<string, number>; onlineGateway: string | null };

  const text = async (services: AppServices, path: string) => JSON.stringify(((await load(services, path)) as PageData).page);

  async function chargesTable(services: AppServices): Promise<string[][]> {
    const { page } = (await load(services, '/shipping-info')) as PageData;
    const table = page.sections.flatMap((section) => section.blocks).find((block) => block.kind === 'table');
    return table?.rows ?? [];
  }

  async function faqAnswer(services: AppServices, question: RegExp): Promise<string> {
    const { page } = (await load(services, '/faqs')) as PageData;
    const items = page.sections.flatMap((section) => section.blocks).flatMap((block) => block.items ?? []);
    return items.find((item) => question.test(item.question))?.answer.join(' ') ?? '';
  }

  it('quotes the delivery charge of each zone that checkout charges, and follows a change of it', async () => {
    for (const [city, suburbs, rest] of [
      [95, 140, 175],
      [60, 100, 150],
    ] as const) {
      const services = await shopSaving({ charges: { inside_dhaka_city: city, dhaka_suburbs: suburbs, rest_of_bangladesh: rest } });
      const checkout = (await load(services, '/checkout')) as CheckoutData;
      expect(checkout.charges).toEqual({ inside_dhaka_city: city, dhaka_suburbs: suburbs, rest_of_bangladesh: rest });
      const rows = await chargesTable(services);
      expect(rows.map((row) => row.at(-1))).toEqual([`৳${city}`, `৳${suburbs}`, `৳${rest}`]);
      expect(await faqAnswer(services, /How much is the delivery charge/)).toMatch(
        new RegExp(`^৳${city} inside Dhaka city and ৳${suburbs}–৳${rest} elsewhere`),
      );
      // No other figure: no size or weight surcharge checkout would not add.
      for (const path of ['/shipping-info', '/faqs']) {
        const quoted = [...(await text(services, path)).matchAll(/৳[0-9]+(?:,[0-9]{2,3})*/g)].map(([amount]) => amount);
        expect(new Set(quoted), path).toEqual(new Set([`৳${city}`, `৳${suburbs}`, `৳${rest}`]));
      }
    }
  });

  it('promises free delivery only where the charge is nothing', async () => {
    expect(await text(await shopSaving({}), '/shipping-info')).not.toMatch(/free/i);
    const services = await shopSaving({ charges: { ...DEFAULT_DELIVERY_CHARGES, inside_dhaka_city: 0 } });
    expect((await chargesTable(services))[0]).toEqual(['Inside Dhaka city', '1–2 working days', 'free']);
    expect(await faqAnswer(services, /How much is the delivery charge/)).toMatch(/^free inside Dhaka city/);
  });

  it('offers only cash on delivery without a gateway, and no page names an online way to pay', async () => {
    const services = await shopSaving({}, { PAYMENT_TEST_GATEWAY: 'false' });
    expect(((await load(services, '/checkout')) as CheckoutData).onlineGateway).toBeNull();
    expect(await services.orders.paymentMethods()).toEqual(['cod']);
    for (const path of PATHS) {
      const page = await text(services, `/${path}`);
      expect(page, path).not.toMatch(ONLINE_ONLY);
      expect(page, path).not.toMatch(NEVER);
    }
    expect(await faqAnswer(services, /Which payment methods/)).toMatch(/^Cash on delivery anywhere in Bangladesh: .* We do not take online payments\.$/);
  });

  it('names what SSLCommerz takes when it is the gateway, and still no instalments', async () => {
    const services = shopWith({ PAYMENT_TEST_GATEWAY: 'false', SSLCOMMERZ_STORE_ID: 'dokan-test', SSLCOMMERZ_STORE_PASSWORD: 'secret' });
    expect(((await load(services, '/checkout')) as CheckoutData).onlineGateway).toBe('sslcommerz');
    expect(await faqAnswer(services, /Which payment methods/)).toMatch(
      /^Cash on delivery anywhere in Bangladesh, or online payment on the secure SSLCommerz page, by debit or credit card, mobile banking such as bKash or Nagad, or internet banking\.$/,
    );
    expect(await text(services, '/terms')).toMatch(/SSLCommerz/);
    for (const path of PATHS) expect(await text(services, `/${path}`), path).not.toMatch(NEVER);
  });

  it('names no real wallet or card when only the test gateway takes online payments', async () => {
    const services = shopWith({ PAYMENT_TEST_GATEWAY: 'true' });
    expect(((await load(services, '/checkout')) as CheckoutData).onlineGateway).toBe('test');
    expect(await faqAnswer(services, /Which payment methods/)).toMatch(/test payment page, a demonstration that takes no money/);
    for (const path of PATHS) expect(await text(services, `/${path}`), path).not.toMatch(/bKash|Nagad|Rocket|SSLCommerz|Visa|Mastercard|\bEMI\b/i);
  });

  it('promises no cash on delivery once the settings switch it off', async () => {
    const services = await shopSaving(
      { cod: false },
      { PAYMENT_TEST_GATEWAY: 'false', SSLCOMMERZ_STORE_ID: 'dokan-test', SSLCOMMERZ_STORE_PASSWORD: 'secret' },
    );
    const checkout = (await load(services, '/checkout')) as CheckoutData & { cashOnDelivery: boolean };
    expect(checkout.cashOnDelivery).toBe(false);
    expect(await faqAnswer(services, /Which payment methods/)).toMatch(/We do not take cash on delivery\.$/);
    for (const path of ['/shipping-info', '/about-us', '/terms'])
      expect(await text(services, path), path).not.toMatch(/cash on delivery (is available|everywhere|orders are shipped)|\*\*Cash on delivery\*\*/i);
    // Not named at all but to say it is not taken (the privacy policy's fraud checks aside): the
    // FAQ's parcel check and cash refunds, and the return policy's cash row, show only while it is on.
    for (const path of PATHS.filter((path) => path !== 'privacy-policy')) {
      const page = (await text(services, `/${path}`)).replaceAll('We do not take cash on delivery.', '');
      expect(page, path).not.toMatch(/cash on delivery|pay cash/i);
    }
    expect(await faqAnswer(services, /check the product before paying/)).toBe('');
    const withCash = await shopSaving({});
    expect(await faqAnswer(withCash, /check the product before paying/)).toMatch(/before you pay cash on delivery/);
    expect(await text(withCash, '/return-policy')).toMatch(/Cash on delivery/);
  });
});
