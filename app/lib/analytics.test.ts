import { describe, expect, it } from 'vitest';
import { type AnalyticsEvent, ga4Event, pixelEvent } from './analytics.ts';

const phone = { id: 7, name: 'Galaxy A15', price: 18999, brand: 'Samsung', category: 'Phones' };

describe('GA4 events', () => {
  it('uses the recommended names with taka values and items', () => {
    expect(ga4Event({ name: 'add_to_cart', item: phone, quantity: 2 }, 'https://shop.example')).toEqual([
      'add_to_cart',
      {
        currency: 'BDT',
        value: 37998,
        items: [{ item_id: '7', item_name: 'Galaxy A15', price: 18999, quantity: 2, item_brand: 'Samsung', item_category: 'Phones' }],
      },
    ]);
    expect(ga4Event({ name: 'view_item', item: phone }, '')[1]).toMatchObject({ currency: 'BDT', value: 18999 });
    expect(ga4Event({ name: 'purchase', orderId: 'A1', items: [{ ...phone, quantity: 3 }], value: 56997 }, '')).toEqual([
      'purchase',
      { transaction_id: 'A1', currency: 'BDT', value: 56997, items: [expect.objectContaining({ item_id: '7', quantity: 3 })] },
    ]);
  });

  it('makes page locations absolute and maps search and leads', () => {
    expect(ga4Event({ name: 'page_view', path: '/shop?page=2', title: 'Shop' }, 'https://shop.example')).toEqual([
      'page_view',
      { page_location: 'https://shop.example/shop?page=2', page_title: 'Shop' },
    ]);
    expect(ga4Event({ name: 'search', term: 'laptop' }, '')).toEqual(['search', { search_term: 'laptop' }]);
    expect(ga4Event({ name: 'lead', source: 'newsletter' }, '')).toEqual(['generate_lead', { lead_source: 'newsletter' }]);
    expect(ga4Event({ name: 'sign_up', method: 'email' }, '')).toEqual(['sign_up', { method: 'email' }]);
  });
});

describe('Meta Pixel events', () => {
  it('uses the standard events, and a custom one for removing from the cart', () => {
    const cases: [AnalyticsEvent, string, string][] = [
      [{ name: 'page_view', path: '/', title: '' }, 'track', 'PageView'],
      [{ name: 'view_item', item: phone }, 'track', 'ViewContent'],
      [{ name: 'add_to_cart', item: phone, quantity: 1 }, 'track', 'AddToCart'],
      [{ name: 'remove_from_cart', item: phone, quantity: 1 }, 'trackCustom', 'RemoveFromCart'],
      [{ name: 'search', term: 'tv' }, 'track', 'Search'],
      [{ name: 'begin_checkout', items: [phone], value: 18999 }, 'track', 'InitiateCheckout'],
      [{ name: 'purchase', orderId: 'A1', items: [phone], value: 18999 }, 'track', 'Purchase'],
      [{ name: 'sign_up', method: 'google' }, 'track', 'CompleteRegistration'],
      [{ name: 'lead', source: 'newsletter' }, 'track', 'Lead'],
    ];
    for (const [event, kind, name] of cases) expect(pixelEvent(event).slice(0, 2)).toEqual([kind, name]);
  });

  it('sends content ids, value and currency', () => {
    expect(pixelEvent({ name: 'add_to_cart', item: phone, quantity: 2 })[2]).toEqual({
      content_type: 'product',
      content_ids: ['7'],
      contents: [{ id: '7', quantity: 2, item_price: 18999 }],
      content_name: 'Galaxy A15',
      currency: 'BDT',
      value: 37998,
    });
    expect(pixelEvent({ name: 'begin_checkout', items: [{ ...phone, quantity: 2 }, phone], value: 1 })[2]).toMatchObject({ num_items: 3 });
  });
});
