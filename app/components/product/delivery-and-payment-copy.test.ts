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
const choice = (online: ShopTerms['onlineGateway'], bkash = false, nagad = false) =>
  textOf(renderToStaticMarkup(createElement(PaymentChoice, { cashOnDelivery: true, online, bkash, nagad, chosen: 'cod', error: undefined })));

describe('the product page’s delivery box', () => {
  it('quotes the configured charges', () => {
    expect(box({ charges, onlineGateway: null, cashOnDelivery: true, bkash: false, nagad: false })).toContain(
      'Delivery inside Dhaka city in 1–2 working days for ৳85, elsewhere in Bangladesh in 2–5 working days for ৳120–৳150.',
    );
    expect(box({ charges: { ...charges, dhaka_suburbs: 150 }, onlineGateway: null, cashOnDelivery: true, bkash: false, nagad: false })).toContain(
      '2–5 working days for ৳150.',
    );
  });

  it('offers online payment only with a gateway, and names real methods only for SSLCommerz', () => {
    expect(box({ charges, onlineGateway: null, cashOnDelivery: true, bkash: false, nagad: false })).toContain('Pay in cash on delivery.');
    expect(box({ charges, onlineGateway: null, cashOnDelivery: true, bkash: false, nagad: false })).not.toMatch(/online|card|mobile banking/i);
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: false, nagad: false })).toContain(
      'pay online by card, mobile banking or internet banking',
    );
    expect(box({ charges, onlineGateway: 'test', cashOnDelivery: true, bkash: false, nagad: false })).not.toMatch(/card|mobile banking|bKash|Nagad/i);
  });

  it('names bKash only while checkout offers it', () => {
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: true, nagad: false })).toContain('You can also pay with bKash.');
    expect(box({ charges, onlineGateway: null, cashOnDelivery: false, bkash: true, nagad: false })).toContain(
      'Pay with bKash when you order; no cash on delivery.',
    );
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: false, nagad: false })).not.toContain('pay with bKash');
  });

  it('names Nagad only while checkout offers it, beside bKash or alone', () => {
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: true, nagad: true })).toContain('You can also pay with bKash or Nagad.');
    expect(box({ charges, onlineGateway: null, cashOnDelivery: false, bkash: false, nagad: true })).toContain(
      'Pay with Nagad when you order; no cash on delivery.',
    );
    expect(box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: true, bkash: true, nagad: false })).not.toContain('Nagad.');
  });

  it('promises no cash on delivery once the settings switch it off', () => {
    const text = box({ charges, onlineGateway: 'sslcommerz', cashOnDelivery: false, bkash: false, nagad: false });
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

  it('offers Nagad only while it is set up and switched on', () => {
    expect(choice(null, false, true)).toMatch(/Nagad Pay from your Nagad wallet/);
    expect(choice(null, false, false)).not.toMatch(/Nagad/);
    expect(
      renderToStaticMarkup(createElement(PaymentChoice, { cashOnDelivery: true, online: null, bkash: false, nagad: false, chosen: 'nagad', error: undefined })),
    ).not.toContain('value="nagad"');
  });

  it('offers no cash on delivery when it is switched off', () => {
    const html = renderToStaticMarkup(
      createElement(PaymentChoice, { cashOnDelivery: false, online: 'sslcommerz', bkash: false, nagad: false, chosen: 'cod', error: undefined }),
    );
    expect(html).not.toContain('value="cod"');
    expect(html).toMatch(/value="online"[^>]*checked|checked[^>]*value="online"/);
  });
});
