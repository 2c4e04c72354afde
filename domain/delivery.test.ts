import { describe, expect, it } from 'vitest';
import { deliveryZone } from './delivery.ts';

const areas = { cityAreas: ['Banani', 'Mirpur'], suburbs: ['Savar', 'Tongi'] };

describe('deliveryZone', () => {
  it('puts a Dhaka city area inside the city, whatever its letter case', () => {
    expect(deliveryZone({ district: 'Dhaka', area: 'banani' }, areas)).toBe('inside_dhaka_city');
  });
  it('knows the suburbs', () => {
    expect(deliveryZone({ district: 'Dhaka', area: 'Savar' }, areas)).toBe('dhaka_suburbs');
    expect(deliveryZone({ district: 'Gazipur', area: 'Tongi' }, areas)).toBe('dhaka_suburbs');
  });
  it('charges the rest of the country for other districts and unknown areas', () => {
    expect(deliveryZone({ district: 'Chattogram', area: 'Banani' }, areas)).toBe('rest_of_bangladesh');
    expect(deliveryZone({ district: 'Dhaka', area: null }, areas)).toBe('rest_of_bangladesh');
    expect(deliveryZone({ district: 'Sylhet' }, areas)).toBe('rest_of_bangladesh');
  });
});
