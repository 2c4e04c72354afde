import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentChoice } from '#app/components/checkout/PaymentChoice.tsx';
import { DeliveryInfo } from '#app/components/product/DeliveryInfo.tsx';
import type { ShopTerms } from '#domain/shop-terms.ts';

// The product page's delivery box and checkout's payment choice say what the shop's terms offer.
const charges = { inside_dhaka_city: 85, dhaka_suburbs: 120, rest_of_bangladesh: 150 };
/** What a reader sees: the markup's text, not its icons' class names (lucide-credit-card). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const box = (terms: ShopTerms) => textOf(renderToStaticMarkup(createElement(MemoryRouter, null, createElement(DeliveryInfo, { terms }))));
const choice = (online: ShopTerms['onlineGateway'], bkash = false) =>
  textOf(renderToStaticMarkup(createElement(PaymentChoice, { cashOnDelivery: true, online, bkash, chosen: 'cod', error: undefined })));

describe('the product page’s delivery box', () => {
  it('quotes the configured charges', () => {
    expect(box({ charges, onlineGateway: null, cashOnDelivery: true, bkash: false })).toContain(
      'Delivery inside Dhaka city in 1–2 working days for ৳85, elsewhere in Bangladesh in 2–5 working days for ৳120–৳150.',
    );
    expect(box({ charges: { ...charges, dhaka_suburbs: 150 }, onlineGateway: null, cashOnDelivery: true, bkash: false })).toContain(
      '2–5 working days for ৳150.',
    );
  });

  it('offers online payment only with a gateway, and names real methods only for SSLCommerz', () => {
    expect(box({ charges, onlineGateway: null, cashOnDelivery: true, bkash: false })).toContain('Pay in cash on delivery.');
    expect(box({ charges, onlineGateway: null, cashOnDelivery: true, bkash: false })).not.toMatch(/online|card|mobile banking/i);
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: false })).toContain(
      'pay online by card, mobile banking or internet banking',
    );
    expect(box({ charges, onlineGateway: 'test', cashOnDelivery: true, bkash: false })).not.toMatch(/card|mobile banking|bKash|Nagad/i);
  });

  it('names bKash only while checkout offers it', () => {
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: true })).toContain('You can also pay with bKash.');
    expect(box({ charges, onlineGateway: null, cashOnDelivery: false, bkash: true })).toContain('Pay with bKash when you order; no cash on delivery.');
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: false })).not.toContain('pay with bKash');
  });

  it('promises no cash on delivery once the settings switch it off', () => {
    const text = box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: false, bkash: false });
    expect(text).toContain('no cash on delivery');
    expect(text).not.toMatch(/^.*Cash on delivery, or/);
  });
});

describe('checkout’s payment choice', () => {
  it('names what the configured gateway takes, and nothing without one', () => {
    expect(choice(null)).not.toMatch(/online|bKash|Nagad|Rocket|card/i);
    expect(choice('sslcommerz')).toMatch(/mobile banking such as bKash or Nagad, or internet banking, through SSLCommerz/);
    expect(choice('test')).not.toMatch(/bKash|Nagad|Rocket|card|SSLCommerz/i);
    expect(choice('test')).toMatch(/test payment page, which takes no money/);
    expect(choice('test', true)).toMatch(/bKash Pay from your bKash wallet/);
    expect(choice(null, false)).not.toMatch(/bKash/);
  });

  it('offers no cash on delivery when it is switched off', () => {
    const html = renderToStaticMarkup(
      createElement(PaymentChoice, { cashOnDelivery: false, online: 'sslcommerz', bkash: false, chosen: 'cod', error: undefined }),
    );
    expect(html).not.toContain('value="cod"');
    expect(html).toMatch(/value="online"[^>]*checked|checked[^>]*value="online"/);
  });
});
