import { describe, expect, it } from 'vitest';
import { chargeRange, chargeText, DEFAULT_DELIVERY_CHARGES } from './delivery.ts';
import { AREA_NOT_LISTED, deliveryChargeFor } from './delivery-zone.ts';

describe('chargeText', () => {
  it('words a charge in taka, and ৳0 as free', () => {
    expect(chargeText(70)).toBe('৳70');
    expect(chargeText(1500)).toBe('৳1,500');
    expect(chargeText(0)).toBe('free');
  });
});

describe('chargeRange', () => {
  it('spans the cheapest and dearest of the zones, or gives one figure when they agree', () => {
    expect(chargeRange(DEFAULT_DELIVERY_CHARGES)).toBe('৳70–৳130');
    expect(chargeRange(DEFAULT_DELIVERY_CHARGES, ['dhaka_suburbs', 'rest_of_bangladesh'])).toBe('৳110–৳130');
    expect(chargeRange({ inside_dhaka_city: 60, dhaka_suburbs: 60, rest_of_bangladesh: 60 })).toBe('৳60');
  });

  it('says free where a zone costs nothing', () => {
    expect(chargeRange({ inside_dhaka_city: 0, dhaka_suburbs: 110, rest_of_bangladesh: 130 })).toBe('free to ৳130');
    expect(chargeRange({ inside_dhaka_city: 0, dhaka_suburbs: 0, rest_of_bangladesh: 0 })).toBe('free');
  });
});

describe('deliveryChargeFor', () => {
  const charges = { inside_dhaka_city: 70, dhaka_suburbs: 110, rest_of_bangladesh: 130 };

  it('charges the zone of the place, with the area as the list spells it', () => {
    expect(deliveryChargeFor({ district: 'Dhaka', area: 'banani' }, charges)).toEqual({ ok: true, zone: 'inside_dhaka_city', area: 'Banani', charge: 70 });
    expect(deliveryChargeFor({ district: 'Gazipur', area: 'Tongi' }, charges)).toMatchObject({ ok: true, zone: 'dhaka_suburbs', charge: 110 });
    expect(deliveryChargeFor({ district: 'Sylhet' }, charges)).toEqual({ ok: true, zone: 'rest_of_bangladesh', area: null, charge: 130 });
  });

  it('follows the charges it is given, including a free zone', () => {
    expect(deliveryChargeFor({ district: 'Dhaka', area: 'Banani' }, { ...charges, inside_dhaka_city: 0 })).toMatchObject({ ok: true, charge: 0 });
  });

  it('asks for an area where the district lists them, instead of guessing a charge', () => {
    expect(deliveryChargeFor({ district: 'Dhaka' }, charges)).toEqual({ ok: false, message: AREA_NOT_LISTED });
    expect(deliveryChargeFor({ district: 'Dhaka', area: 'Tongi' }, charges)).toEqual({ ok: false, message: AREA_NOT_LISTED });
  });
});
